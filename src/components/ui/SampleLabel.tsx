import { useTranslation } from 'react-i18next';

/** Marks proof the company has not confirmed yet (a composite client or testimonial). */
export function SampleLabel({ tone = 'light' }: { tone?: 'light' | 'dark' }) {
  const { t } = useTranslation();
  return (
    <span
      className={`inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-medium ${
        tone === 'dark'
          ? 'bg-white/10 text-brand-100 ring-1 ring-inset ring-white/20'
          : 'bg-slate-100 text-slate-600 ring-1 ring-inset ring-slate-200'
      }`}
    >
      {t('proof.sample')}
    </span>
  );
}
