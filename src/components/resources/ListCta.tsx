import type { Action } from '../../content/schemas/fields';
import { ActionLink } from '../blocks/ActionLink';
import { CtaBanner } from '../ui/CtaBanner';

/** The band that ends a list page: where a reader who liked the list goes next. */
export function ListCta({
  cta,
}: {
  cta: { title: string; subtitle: string; actions: readonly Action[] };
}) {
  return (
    <CtaBanner
      block="cta"
      title={cta.title}
      body={cta.subtitle}
      actions={cta.actions.map((action) => (
        <ActionLink key={action.label} action={action} variant="inverse" />
      ))}
    />
  );
}
