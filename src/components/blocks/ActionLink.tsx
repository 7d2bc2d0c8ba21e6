import { registerUrl, site } from '../../config/site';
import type { Action } from '../../content/schemas/blocks';
import { useLocale } from '../../lib/useLocale';
import { ButtonLink, type ButtonVariant } from '../ui/ButtonLink';

/** A block's button: sign-up and the sales meeting open in a new tab; a site path stays in the site. */
export function ActionLink({ action, variant }: { action: Action; variant?: ButtonVariant }) {
  const { href, external } = useActionHref(action);
  return (
    <ButtonLink href={href} external={external} size="lg" variant={variant}>
      {action.label}
    </ButtonLink>
  );
}

export function useActionHref(action: Action): { href: string; external: boolean } {
  const { localize } = useLocale();
  if (action.to === 'register') return { href: registerUrl, external: true };
  if (action.to === 'sales') return { href: site.salesMeetingUrl, external: true };
  return { href: localize(action.to), external: false };
}
