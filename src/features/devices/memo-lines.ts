/**
 * A device memo as it is shown: the memo is one text, and each note added to it is a line starting
 * with its date as stored (`YYYY-MM-DD Name: text`, `appendMemoNote` in the wire contract). The
 * screen shows that date in the app's date format, so a line is split into the date (when it starts
 * with a real calendar date followed by a space) and the rest. Pure: no React, no I/O.
 */
export interface MemoLine {
  /** The note's calendar date (`YYYY-MM-DD`), or null for a line of free text. */
  date: string | null;
  text: string;
}

const datedLine = /^(\d{4})-(\d{2})-(\d{2}) (.*)$/;

function isCalendarDate(year: number, month: number, day: number): boolean {
  const date = new Date(Date.UTC(year, month - 1, day));
  return date.getUTCFullYear() === year && date.getUTCMonth() === month - 1 && date.getUTCDate() === day;
}

export function memoLines(memo: string): MemoLine[] {
  return memo.split('\n').map((line) => {
    const match = datedLine.exec(line);
    if (!match || !isCalendarDate(Number(match[1]), Number(match[2]), Number(match[3])))
      return { date: null, text: line };
    return { date: `${match[1]}-${match[2]}-${match[3]}`, text: match[4]! };
  });
}
