import { destinations, isDestination } from '../../../config/destinations';
import type { Action } from '../../../content/schemas/fields';
import { useLocale } from '../../hooks/useLocale';
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
  if (isDestination(action.to)) return { href: destinations[action.to], external: true };
  return { href: localize(action.to), external: false };
}
