import { describe, expect, it } from 'vitest';
import { toolCatalogue } from '../tools/registry.js';
import { loadCases } from './runner.js';
import { duplicateCases, toolsCalled } from './suite.js';

const cases = loadCases();

describe('the eval case suite', () => {
  it('loads: every case passes the schema and names only arguments its tools declare', () => {
    expect(cases.length).toBeGreaterThan(100);
  });

  it('calls every registered tool the stylist can reach in at least one case', () => {
    const called = toolsCalled(cases);
    const uncovered = toolCatalogue.filter((t) => t.chatDoor !== false).map((t) => t.name).filter((name) => !called.has(name));
    expect(uncovered, `registered tools with no eval case calling them (add one in evals/cases, see evals/README.md)`).toEqual([]);
  });

  it('has no two cases with the same messages and the same expected calls', () => {
    expect(duplicateCases(cases)).toEqual([]);
  });
});
