import { describe, expect, it } from 'vitest';
import type { Enquiry } from '#shared/schemas/enquiry.ts';
import { assigneeWords, type Viewer } from './AssignLead.tsx';

const lead = (AssigneeId: number | null, AssigneeName = 'Sunil Desai') =>
  ({ AssigneeId, AssigneeName }) as Enquiry;
const viewer = (role: Viewer['role'], staffId: number | null): Viewer => ({
  role,
  staffId,
  canAssign: role !== 'sales',
});

describe('who holds a lead, in words (issue 43 part 2)', () => {
  it("says 'you' to whoever holds it, the owner's to the others", () => {
    expect(assigneeWords(lead(null), viewer('owner', null))).toBe('Assigned to you');
    expect(assigneeWords(lead(null), viewer('manager', 4))).toBe('Assigned to the owner');
    // A manager given a lead sees it as theirs, not under their own name.
    expect(assigneeWords(lead(4, 'Meera Shah'), viewer('manager', 4))).toBe('Assigned to you');
    expect(assigneeWords(lead(7), viewer('manager', 4))).toBe('Assigned to Sunil Desai');
    expect(assigneeWords(lead(7), viewer('owner', 2))).toBe('Assigned to Sunil Desai');
    expect(assigneeWords(lead(7), viewer('sales', 7))).toBe('Assigned to you');
  });
});
