/**
 * A composite speaks as a role ("Head of Talent and Learning"): its initials skip the short
 * lower-case words between the nouns ("of", "and", "de", "y"), so they read "HT", not "HO".
 */
export function initialsOf(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => part && !/^\p{Ll}{1,3}$/u.test(part))
    .slice(0, 2)
    .map((part) => part[0]!.toUpperCase())
    .join('');
}
