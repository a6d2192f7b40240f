// @vitest-environment jsdom
import { afterEach, describe, expect, it, vi } from 'vitest';
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { ApprovalCard } from './approval-card.js';

afterEach(cleanup);

describe('ApprovalCard', () => {
  it('says what will change and answers with Approve or Deny, each a labelled button', () => {
    const onAnswer = vi.fn();
    render(<ApprovalCard toolName="sources_add" input={{ text: 'add @zara' }} state="waiting" onAnswer={onAnswer} />);
    const group = screen.getByRole('group', { name: 'Add @zara to your style sources' });
    expect(group.getAttribute('data-state')).toBe('waiting');
    fireEvent.click(screen.getByRole('button', { name: 'Approve: Add @zara to your style sources' }));
    fireEvent.click(screen.getByRole('button', { name: 'Deny: Add @zara to your style sources' }));
    expect(onAnswer.mock.calls).toEqual([[true], [false]]);
  });

  it('once answered shows the decision and no buttons; disabled while a reply streams', () => {
    const { rerender } = render(<ApprovalCard toolName="wardrobe_add" input={{ item_name: 'Linen shirt' }} state="denied" />);
    expect(screen.getByText('You said no')).toBeTruthy();
    expect(screen.getByText('Nothing was changed.')).toBeTruthy();
    expect(screen.queryAllByRole('button')).toHaveLength(0);
    rerender(<ApprovalCard toolName="wardrobe_add" input={{ item_name: 'Linen shirt' }} state="waiting" disabled />);
    expect(screen.getByRole('button', { name: /^Approve/ }).hasAttribute('disabled')).toBe(true);
    rerender(<ApprovalCard toolName="wardrobe_add" input={{ item_name: 'Linen shirt' }} state="approved" />);
    expect(screen.getByText('You approved')).toBeTruthy();
    expect(screen.getByText('Save “Linen shirt” to your wardrobe')).toBeTruthy();
  });
});
