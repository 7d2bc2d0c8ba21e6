import { FeatureCard } from './FeatureCard';
import type { IconName } from './iconNames';

const columns = {
  3: 'grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-3',
  4: 'grid gap-3 sm:grid-cols-2 sm:gap-6 lg:grid-cols-4',
} as const;

/** Icon cards (benefits, features, outcomes, audiences) in a responsive grid. */
export function FeatureGrid({
  items,
  perRow = 4,
}: {
  items: { icon: IconName; title: string; description: string }[];
  perRow?: keyof typeof columns;
}) {
  // An odd number of rows of three would leave one card alone on tablets' rows of two.
  const lone = perRow === 3 && (items.length / 3) % 2 === 1;
  return (
    <ul className={lone ? 'grid gap-3 sm:gap-6 md:grid-cols-3' : columns[perRow]}>
      {items.map((item) => (
        <FeatureCard key={item.title} {...item} />
      ))}
    </ul>
  );
}
