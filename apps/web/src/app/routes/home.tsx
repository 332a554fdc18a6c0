import { HomePage } from '@/features/home/components/home-page';
import { visibleMenu } from '@/features/shell/components/partner-menu-items';
import { useProfile } from '@/lib/profile';
import { useSession } from '@/lib/session';

/** `/`: the home page, with a signed-in partner's shortcuts taken from the menu its role may see. */
export function HomeRoute() {
  const session = useSession();
  const profile = useProfile();
  const shortcuts = session ? visibleMenu(session, profile.data).filter((link) => link.href !== '/') : [];
  return <HomePage shortcuts={shortcuts} />;
}
