import { IconTile } from '../ui/IconTile';
import type { IconName } from '../ui/iconNames';

/** Icon-and-text feature items in a responsive grid. */
export function IconList({ items }: { items: { icon: IconName; text: string }[] }) {
  return (
    <ul className="grid gap-x-8 gap-y-6 sm:grid-cols-2 lg:grid-cols-3">
      {items.map((item) => (
        <li key={item.text} className="flex items-start gap-4">
          <IconTile name={item.icon} size="sm" />
          <span className="pt-2 leading-7 text-slate-700">{item.text}</span>
        </li>
      ))}
    </ul>
  );
}
