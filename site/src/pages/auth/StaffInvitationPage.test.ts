import { staffInvitationMessages } from '@company/contracts';
import { describe, expect, it } from 'vitest';

import { ACCEPTED, LINK_INVALID } from './StaffInvitationPage';

describe('the staff invitation page', () => {
  it("uses the API's own words without loading the contracts", () => {
    expect(ACCEPTED).toBe(staffInvitationMessages.accepted);
    expect(LINK_INVALID).toBe(staffInvitationMessages.linkInvalid);
  });
});
