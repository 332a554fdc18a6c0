import { PARTNER_LABELS, type Profile } from '@portal/contract';
import type { Session } from '@/lib/session';

export type UserMenuLines = { first: string; second: string };

const firstNonEmpty = (...values: Array<string | null | undefined>) =>
  values.find((value): value is string => typeof value === 'string' && value.trim() !== '') ?? '';

/**
 * Spec 1 §2.2: first line the company label, the collaborator code or the provider username;
 * second line the company name (with its parent for a sub-unit), else the representative or
 * username, else the e-mail.
 */
export function userMenuLines(session: Session, profile: Profile | undefined): UserMenuLines {
  if (!profile) return { first: PARTNER_LABELS[session.type], second: '' };
  switch (session.type) {
    case 'company':
      return {
        first: firstNonEmpty(profile.code, profile.name, profile.username),
        second: firstNonEmpty(profile.parentName && profile.name ? `${profile.name} — ${profile.parentName}` : profile.name, profile.email),
      };
    case 'collaborator':
      return {
        first: firstNonEmpty(profile.code, profile.username),
        second: firstNonEmpty(profile.representative, profile.username, profile.email),
      };
    case 'provider':
      return {
        first: firstNonEmpty(profile.username, profile.code),
        second: firstNonEmpty(profile.representative, profile.name, profile.email),
      };
  }
}
