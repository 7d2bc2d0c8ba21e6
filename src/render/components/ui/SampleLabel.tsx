import { useTranslation } from 'react-i18next';
import { Badge } from './Badge';

/** Marks proof the company has not confirmed yet (a composite client or testimonial). */
export function SampleLabel({ onDark = false }: { onDark?: boolean }) {
  const { t } = useTranslation();
  return (
    <Badge tone={onDark ? 'onDark' : 'neutral'} className="whitespace-nowrap">
      {t('proof.sample')}
    </Badge>
  );
}
