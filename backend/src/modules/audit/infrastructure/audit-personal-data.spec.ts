import { ERASED_TEXT as ERASED } from '../domain/audit-entry';
import { scrub } from './audit-personal-data';

describe("the audit log's erasure of a member's mentions (D19)", () => {
  const terms = ['nora.quill@example.com', 'nora_q', 'nora', 'quill'];

  it('replaces every string that mentions the member, at any depth, whatever the case', () => {
    expect(
      scrub(
        {
          firstName: 'Nora',
          lastName: 'QUILL',
          email: 'Nora.Quill@example.com',
          username: 'nora_q',
          isActive: true,
          tier: 'writer',
          notes: ['Asked by nora_q on the phone', 'Checked twice'],
          nested: { by: 'Mrs Quill-Hart', id: 42 },
        },
        terms,
      ),
    ).toEqual({
      firstName: ERASED,
      lastName: ERASED,
      email: ERASED,
      username: ERASED,
      isActive: true,
      tier: 'writer',
      notes: [ERASED, 'Checked twice'],
      nested: { by: ERASED, id: 42 },
    });
  });

  it('leaves entries that do not mention the member as they are', () => {
    const entry = { status: 'available', assignedUserId: null, title: 'Salt marsh' };
    expect(scrub(entry, terms)).toEqual(entry);
    expect(scrub(null, terms)).toBeNull();
  });
});
