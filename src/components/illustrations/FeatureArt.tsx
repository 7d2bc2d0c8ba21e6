import branding from '../../assets/illustrations/feature-branding.svg?no-inline';
import metrics from '../../assets/illustrations/feature-metrics.svg?no-inline';
import noCode from '../../assets/illustrations/feature-no-code.svg?no-inline';
import storytelling from '../../assets/illustrations/feature-storytelling.svg?no-inline';

const art = { storytelling, 'no-code': noCode, branding, metrics } as const;

/** Original abstract mock-ups, one per feature tab; decorative. */
export function FeatureArt({ kind }: { kind: keyof typeof art }) {
  return (
    <img
      src={art[kind]}
      alt=""
      width={400}
      height={280}
      loading="lazy"
      decoding="async"
      className="h-auto w-full rounded-2xl bg-brand-50"
    />
  );
}
