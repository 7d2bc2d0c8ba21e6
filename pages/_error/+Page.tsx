// https://vike.dev/error-page
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useConfig } from 'vike-react/useConfig';
import { usePageContext } from 'vike-react/usePageContext';
import { notFoundSections } from '../../src/render/components/layout/shellParts';
import { ButtonLink } from '../../src/render/components/ui/ButtonLink';
import { registerUrl } from '../../src/config/site';
import { useLocale } from '../../src/render/hooks/useLocale';

export default function Page() {
  const pageContext = usePageContext();
  return pageContext.is404 ? <NotFound /> : <UnexpectedError />;
}

function NotFound() {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const config = useConfig();
  config({ title: t('notFound.metaTitle'), description: t('notFound.metaDescription') });
  useEffect(() => {
    console.error('User attempted to access non-existent route:', window.location.pathname);
  }, []);
  // The way home first, where a phone's first screen shows it, then the main sections the
  // visitor may have meant (on phones the map ran two screens above it), then sign-up.
  return (
    <>
      <ErrorShell
        heading={t('notFound.heading')}
        message={t('notFound.message')}
        picture={<MissingBranch />}
      >
        <ButtonLink href={localize('/')} size="lg">
          {t('notFound.homeLink')}
        </ButtonLink>
      </ErrorShell>
      <notFoundSections.Part />
      {/* The page ends, as every page does, with a next step: outlined, so the way home stays
          the one filled button. */}
      <section className="flex justify-center px-4 pt-12 pb-24 sm:pb-32">
        <ButtonLink href={registerUrl} external size="lg" variant="secondary">
          {t('nav.startFree')}
        </ButtonLink>
      </section>
    </>
  );
}

function UnexpectedError() {
  const { t } = useTranslation();
  const { localize } = useLocale();
  const config = useConfig();
  config({ title: t('error.metaTitle') });
  // The error itself is for developers: Vike has logged it to the console.
  return (
    <>
      <ErrorShell heading={t('error.heading')} message={t('error.fallbackMessage')}>
        <ButtonLink href={localize('/')}>{t('error.homeLink')}</ButtonLink>
      </ErrorShell>
      <div className="pb-20 sm:pb-28" />
    </>
  );
}

/**
 * A story's branches, one of them leading to a scene that is not there: the page's "this scene
 * does not exist" drawn, without words, so one drawing serves every locale.
 */
function MissingBranch() {
  return (
    <svg aria-hidden="true" viewBox="0 0 300 132" className="mb-6 w-60 sm:mb-8 sm:w-72">
      <g fill="none" strokeWidth="4" strokeLinecap="round">
        <path
          d="M46 66 C90 66 96 30 132 30 M46 66 C90 66 96 102 132 102"
          className="stroke-brand-300"
        />
        <path d="M168 30 H226" className="stroke-brand-300" />
        <path d="M168 102 H222" strokeDasharray="2 10" className="stroke-accent-400" />
      </g>
      <circle cx="30" cy="66" r="18" className="fill-brand-600" />
      <path d="M25 57 L38 66 L25 75 Z" className="fill-white" />
      <rect x="132" y="12" width="36" height="36" rx="10" className="fill-brand-500" />
      <rect x="132" y="84" width="36" height="36" rx="10" className="fill-brand-500" />
      <rect x="226" y="12" width="44" height="36" rx="10" className="fill-brand-200" />
      <rect
        x="226"
        y="80"
        width="60"
        height="44"
        rx="12"
        fill="none"
        strokeWidth="3"
        strokeDasharray="7 6"
        className="stroke-accent-400"
      />
      <text
        x="256"
        y="112"
        textAnchor="middle"
        className="fill-accent-500 text-[30px] font-extrabold"
      >
        ?
      </text>
    </svg>
  );
}

function ErrorShell({
  heading,
  message,
  picture,
  children,
}: {
  heading: string;
  message: string;
  picture?: React.ReactNode;
  children?: React.ReactNode;
}) {
  return (
    <div
      className={`mx-auto flex max-w-3xl flex-col items-center px-4 pb-4 text-center ${picture ? 'pt-24 sm:pt-36' : 'pt-32 sm:pt-48'}`}
    >
      {picture}
      <h1 className="text-6xl font-extrabold tracking-tight text-brand-700 sm:text-7xl">
        {heading}
      </h1>
      <p className="mt-4 max-w-full whitespace-pre-wrap break-words text-xl text-slate-700">
        {message}
      </p>
      {children && <div className="mt-8 sm:mt-10">{children}</div>}
    </div>
  );
}
