/**
 * The text of an option in a tree (an organisation and the companies below it): two non-breaking
 * spaces per level before the name, since a native select's options cannot be styled.
 */
export function indentedLabel(label: string, depth = 0): string {
  return `${'\u00a0'.repeat(Math.max(0, depth) * 2)}${label}`;
}
