import type { Action } from '../../../content/schemas/fields';
import { useActionHref } from '../blocks/ActionLink';
import { Icon } from '../ui/Icon';
import type { FrontmatterOf } from '../../../content/schema';
import { Container } from '../ui/Container';
import { site } from '../../../config/site';
import { supportChannelIds, type CapabilityId } from '../../../data/capabilities';
import type { IconName } from '../ui/iconNames';

const channelIcons = {
  chatSupport: 'message-circle',
  emailSupport: 'mail',
  knowledgeBase: 'book-open',
} as const satisfies Partial<Record<CapabilityId, IconName>>;

/** Support by chat, email and knowledge base, and a link to book a meeting. */
export function SupportStrip({ support }: { support: FrontmatterOf<'home'>['support'] }) {
  return (
    <section className="bg-white pt-16 sm:pt-20">
      <Container>
        <div className="grid gap-8 rounded-3xl bg-slate-50 p-8 ring-1 ring-slate-900/5 sm:p-12 lg:grid-cols-[1.4fr_1fr] lg:items-center">
          <div>
            <h2 className="text-2xl font-extrabold tracking-tight text-slate-950 sm:text-3xl">
              {support.title}
            </h2>
            <p className="mt-3 text-lg leading-8 text-slate-600">{support.subtitle}</p>
          </div>
          <div className="flex flex-col gap-4">
            {/* Each channel named beside its icon, as a list of facts, not cards: icons alone, or
                white tiles with a shadow, read as buttons that do nothing. The one address a
                visitor can use before signing up is a link of its own, under the list: inside it,
                beside two channels without one, those two read as broken links (eleventh design
                review). */}
            <ul className="grid gap-3 sm:grid-cols-3 lg:grid-cols-1">
              {supportChannelIds.map((id) => (
                <li key={id} className="flex items-center gap-3">
                  <span className="inline-flex size-10 shrink-0 items-center justify-center rounded-full bg-brand-100 text-brand-700">
                    <Icon name={channelIcons[id]} className="size-5" />
                  </span>
                  <span className="leading-6 font-semibold text-slate-900">
                    {support.channels[id]}
                  </span>
                </li>
              ))}
            </ul>
            <ul className="flex flex-wrap gap-x-6 border-t border-slate-200 pt-2">
              <li>
                <a
                  href={`mailto:${site.legal.contactEmail}`}
                  className="inline-flex min-h-11 w-fit items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
                >
                  <Icon name="mail" className="size-5" />
                  {site.legal.contactEmail}
                </a>
              </li>
              {support.actions.map((action) => (
                <li key={action.to}>
                  <BookingLink action={action} />
                </li>
              ))}
            </ul>
          </div>
        </div>
      </Container>
    </section>
  );
}

function BookingLink({ action }: { action: Action }) {
  const { href, external } = useActionHref(action);
  return (
    <a
      href={href}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className="inline-flex min-h-11 w-fit items-center gap-2 font-semibold text-brand-700 underline-offset-4 hover:underline"
    >
      <Icon name="calendar-check" className="size-5" />
      {action.label}
    </a>
  );
}
