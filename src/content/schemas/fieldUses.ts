import { z } from 'zod';
import { frontmatterSchema } from '../schema';
import type { FieldUse } from './fields';

export type KeyUse = FieldUse | 'copy';

/**
 * Every front-matter key, with what its string values hold and where (`blocks.items.to`), read
 * from the schemas: so a new field typed as an image is opened by the content check and left
 * alone by the typography without a list to update by hand.
 */
export function fieldUses(
  schema: z.ZodType = frontmatterSchema,
): Map<string, Map<KeyUse, string[]>> {
  const uses = new Map<string, Map<KeyUse, string[]>>();
  const note = (key: string, use: KeyUse, path: string) => {
    const byUse = uses.get(key) ?? new Map<KeyUse, string[]>();
    byUse.set(use, [...(byUse.get(use) ?? []), path]);
    uses.set(key, byUse);
  };
  const marked = (of: z.ZodType) => z.globalRegistry.get(of)?.use as FieldUse | undefined;
  const walk = (of: z.ZodType, key: string | undefined, path: string): void => {
    const def = of._zod.def as unknown as Record<string, unknown> & { type: string };
    const inner = (name: string) => walk(def[name] as z.ZodType, key, path);
    const mark = marked(of);
    if (key && mark) return note(key, mark, path);
    switch (def.type) {
      case 'object':
        for (const [k, value] of Object.entries(def.shape as Record<string, z.ZodType>)) {
          walk(value, k, path ? `${path}.${k}` : k);
        }
        return;
      case 'optional':
      case 'nullable':
      case 'default':
      case 'prefault':
      case 'readonly':
      case 'catch':
      case 'nonoptional':
        return inner('innerType');
      case 'array':
        return inner('element');
      case 'record':
        return inner('valueType');
      case 'union':
        for (const option of def.options as z.ZodType[]) walk(option, key, path);
        return;
      case 'pipe': {
        // A preprocess's output is the field's type; a transform's input is.
        const out = def.out as z.ZodType;
        return walk(out._zod.def.type === 'transform' ? (def.in as z.ZodType) : out, key, path);
      }
      case 'string':
        if (key) note(key, 'copy', path);
        return;
      case 'enum':
        if (key && Object.values(def.entries as object).some((v) => typeof v === 'string')) {
          note(key, 'setting', path);
        }
        return;
      case 'literal':
        if (key && (def.values as unknown[]).some((v) => typeof v === 'string')) {
          note(key, 'setting', path);
        }
        return;
      default:
        return;
    }
  };
  walk(schema, undefined, '');
  return uses;
}

/** The keys that hold, somewhere in the front-matter, a value of this use. */
export function keysHolding(use: KeyUse, uses = fieldUses()): Set<string> {
  return new Set([...uses].filter(([, byUse]) => byUse.has(use)).map(([key]) => key));
}
