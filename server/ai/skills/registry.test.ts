import { describe, expect, it } from 'vitest';
import { emptySlots } from '../nlu/slots-empty.js';
import { SKILLS, precedenceOf, skillOfKind, skillOfLabel, trainingExamples } from './registry.js';

describe('the skill registry', () => {
  it('lists every skill once, each with examples for every label it declares', () => {
    expect(new Set(SKILLS.map((s) => s.id)).size).toBe(SKILLS.length);
    for (const skill of SKILLS) {
      const labels = Object.keys(skill.examples);
      expect(labels.length, skill.id).toBeGreaterThan(0);
      for (const label of labels) {
        expect(label === skill.id || label.startsWith(`${skill.id}.`), `${skill.id}: ${label}`).toBe(true);
        expect(skill.examples[label]!.length, `${label} has too few examples`).toBeGreaterThanOrEqual(8);
      }
    }
  });

  it('gives every request kind exactly one skill, and every label back its skill', () => {
    for (const skill of SKILLS) for (const kind of skill.kinds) expect(skillOfKind(kind)).toBe(skill);
    for (const label of Object.keys(trainingExamples())) expect(skillOfLabel(label)).toBeDefined();
  });

  it('has a total precedence: every skill a distinct place', () => {
    const places = SKILLS.map(precedenceOf);
    expect(new Set(places).size).toBe(SKILLS.length);
    expect(places.every((p) => p >= 0)).toBe(true);
    // The specific before the general: the page's product before looks and outfits, a narrowing before a new search.
    expect(precedenceOf(skillOfKind('page.look'))).toBeLessThan(precedenceOf(skillOfKind('look.complete')));
    expect(precedenceOf(skillOfKind('products.refine'))).toBeLessThan(precedenceOf(skillOfKind('products')));
    expect(precedenceOf(skillOfKind('chat'))).toBeGreaterThan(precedenceOf(skillOfKind('products')));
  });

  it('declares only slots the NLU contract has', () => {
    const slots = Object.keys(emptySlots());
    for (const skill of SKILLS) for (const slot of skill.slots) expect(slots, `${skill.id}: ${slot}`).toContain(slot);
  });
});
