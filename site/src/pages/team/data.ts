import type { TeamMember } from '@company/contracts';
import { loaderApi, loaderErrorMessage } from '../../loader-api';

export interface TeamResult {
  members: TeamMember[];
  /** The server's message or 'Failed to fetch team members'. */
  error: string | null;
}

/** Team images come from the API's own uploads path (DECISIONS), never from a development host. */
export function teamImageUrl(member: Pick<TeamMember, 'image' | 'imageUrl'>): string {
  if (member.imageUrl) return member.imageUrl;
  if (/^(https?:)?\//.test(member.image)) return member.image;
  return `/uploads/team/${encodeURIComponent(member.image)}`;
}

export async function loadTeam(context: unknown): Promise<TeamResult> {
  try {
    const members = await loaderApi(context).team();
    return { members: members.map((member) => ({ ...member, imageUrl: teamImageUrl(member) })), error: null };
  } catch (error) {
    return { members: [], error: loaderErrorMessage(error, 'Failed to fetch team members') };
  }
}
