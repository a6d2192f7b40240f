/** Every tool is classified, so the MCP door never guesses what a call does. */
import { describe, expect, it } from 'vitest';
import { toolCatalogue } from '../../tools/registry.js';
import { changesStoredState, type AnyTool } from '../../tools/types.js';
import { isClassified, toolEffect } from './effects.js';

describe('tool effects', () => {
  it('classifies every registered tool (set `effect` on a new tool)', () => {
    expect(toolCatalogue.filter((t) => !isClassified(t)).map((t) => t.name)).toEqual([]);
  });

  it('reads the same effect the chat doors ask by: a change or a deletion is never announced as read-only', () => {
    expect(toolCatalogue.filter((t) => changesStoredState(t) !== (toolEffect(t) !== 'read')).map((t) => t.name)).toEqual([]);
  });

  it('agrees with the tools\' own words: removals delete, lists and gets read', () => {
    for (const tool of toolCatalogue) {
      const verb = tool.name.split('.')[1]!;
      if (/^(remove|clear|unfollow|unlike|delete|revoke)$/.test(verb)) expect(toolEffect(tool), tool.name).toBe('delete');
      if (/^(list|get|search|followed|latest)$/.test(verb)) expect(toolEffect(tool), tool.name).toBe('read');
      if (/^(add|save|update|follow|like|submit|plan|create|setActive|toggleCart)$/.test(verb)) expect(toolEffect(tool), tool.name).toBe('change');
    }
  });

  it('treats an unclassified tool as a change', () => {
    // Only possible past the type system (a tool built at run time): it still counts as a change.
    const stranger = { ...toolCatalogue[0]!, name: 'stranger.tool', effect: undefined } as unknown as AnyTool;
    expect(isClassified(stranger)).toBe(false);
    expect(toolEffect(stranger)).toBe('change');
  });
});
