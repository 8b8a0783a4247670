import type { TeamMember } from '@company/contracts';
import { Inline, Stack, VisuallyHidden } from '@company/ui';
import * as s from '../../forms/page.css';
import * as t from './team.css';

const socialLabels = { linkedin: 'LinkedIn', github: 'GitHub', twitter: 'X (Twitter)' } as const;

/**
 * One member's card on /team (also the console's preview). `first`: the first portrait, the largest paint
 * on a phone, is eager and fetched at high priority, beside the stylesheets. The others are lazy: they wait for layout, so on a phone, where they are
 * below the fold, they do not share the slow link with it, and on a wide screen they load as soon as
 * layout shows them in the first row.
 */
export function MemberCard({ member, first }: { member: TeamMember; first: boolean }) {
  const links = (['linkedin', 'github', 'twitter'] as const).filter((network) => member[network]);
  return (
    <Stack as="li" gap={4} className={t.member}>
      <img
        className={t.portrait}
        src={member.imageUrl}
        alt={`Portrait of ${member.name}`}
        width={320}
        height={320}
        loading={first ? 'eager' : 'lazy'}
        fetchPriority={first ? 'high' : undefined}
        decoding="async"
      />
      <Stack gap={2}>
        <h3 className={s.cardTitle}>{member.name}</h3>
        <p className={t.role}>{member.role}</p>
        {member.description ? <p className={s.muted}>{member.description}</p> : null}
      </Stack>
      {links.length > 0 ? (
        <Inline as="ul" gap={4} align="stretch" className={t.socials} aria-label={`${member.name} online`}>
          {links.map((network) => (
            <li key={network}>
              <a
                className={s.textLink}
                href={member[network] ?? undefined}
                target="_blank"
                rel="noopener noreferrer"
              >
                {socialLabels[network]}
                <VisuallyHidden> profile of {member.name} (opens in a new tab)</VisuallyHidden>
              </a>
            </li>
          ))}
        </Inline>
      ) : null}
    </Stack>
  );
}
