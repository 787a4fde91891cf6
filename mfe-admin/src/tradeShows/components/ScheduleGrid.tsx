// biome-ignore-all lint/a11y/useFocusableInteractive: row and columnheader are the structure roles of this role="table" (a CSS grid), not grid widgets; nothing in them but the buttons takes focus
import { formatToronto, minutesBetween, SLOT_HEIGHT_PX, SLOT_MINUTES, WALK_THROUGH_LABEL } from '@portal/shared';
import type { Meeting, ScheduleDay } from '../api';

// The day grid (spec 002 §9): from the day's start hour to its end hour, a 30-minute slot 48 px
// high, one column per station (and the walk-through column in the complete view), times in
// Toronto. A free slot is a button when the user may book; a meeting is a button that opens it.

export interface GridColumn {
  /** null: the walk-through column. */
  station: string | null;
  hexCode: string;
  dark: boolean;
}

export interface ScheduleGridProps {
  day: ScheduleDay;
  columns: readonly GridColumn[];
  meetings: readonly Meeting[];
  /** The complete view's search: meetings that do not match are dimmed. */
  matches?: (m: Meeting) => boolean;
  /** Absent when the user may not book (no rep, window closed, quota reached). */
  onBook?: (station: string | null, start: Date) => void;
  onOpen: (m: Meeting) => void;
}

const TIME_COLUMN_PX = 76;
const at = (iso: string, slot: number) => new Date(new Date(iso).getTime() + slot * SLOT_MINUTES * 60_000);
export const columnLabel = (station: string | null) => (station === null ? WALK_THROUGH_LABEL : `Station ${station}`);

export function meetingTitle(m: Meeting): string {
  return m.customerName ?? (m.hostName ? `Booked: ${m.hostName}` : `Booked (rep ${m.host})`);
}

export function ScheduleGrid({ day, columns, meetings, matches, onBook, onOpen }: ScheduleGridProps) {
  const slots = Math.max(0, Math.floor(minutesBetween(day.startTime, day.endTime) / SLOT_MINUTES));
  const height = slots * SLOT_HEIGHT_PX;
  const offset = (iso: string) => (minutesBetween(day.startTime, iso) / SLOT_MINUTES) * SLOT_HEIGHT_PX;
  return (
    <div style={{ overflowX: 'auto' }}>
      <div
        role="table"
        aria-label={`Schedule ${day.name}`}
        style={{
          display: 'grid',
          gridTemplateColumns: `${TIME_COLUMN_PX}px repeat(${columns.length}, minmax(140px, 1fr))`,
          minWidth: TIME_COLUMN_PX + columns.length * 140,
        }}
      >
        <div role="row" style={{ display: 'contents' }}>
          <div role="columnheader" style={{ padding: '6px 8px', fontSize: 12, alignSelf: 'end' }}>
            Time
          </div>
          {columns.map((c) => (
            <div
              key={c.station ?? '—walk'}
              role="columnheader"
              style={{
                padding: '6px 8px',
                fontWeight: 600,
                textAlign: 'center',
                background: `#${c.hexCode}`,
                color: c.dark ? '#fff' : '#111',
                borderRight: '1px solid rgba(127,127,127,.3)',
              }}
            >
              {columnLabel(c.station)}
            </div>
          ))}
        </div>
        <div role="row" style={{ display: 'contents' }}>
          <div role="cell" style={{ position: 'relative', height }}>
            {Array.from({ length: slots }, (_, i) => (
              // biome-ignore lint/suspicious/noArrayIndexKey: slot i is the time startTime + i x 30 min: the index is its identity
              <div key={i} style={{ position: 'absolute', top: i * SLOT_HEIGHT_PX, height: SLOT_HEIGHT_PX, right: 8, fontSize: 12 }}>
                {formatToronto(at(day.startTime, i), 'h:mm A')}
              </div>
            ))}
          </div>
          {columns.map((c) => {
            const here = meetings.filter((m) => m.station === c.station);
            const taken = (slot: number) => {
              const s = at(day.startTime, slot).getTime();
              return here.some((m) => new Date(m.startTime).getTime() <= s && s < new Date(m.endTime).getTime());
            };
            return (
              <div
                key={c.station ?? '—walk'}
                role="cell"
                data-column={columnLabel(c.station)}
                style={{ position: 'relative', height, borderRight: '1px solid rgba(127,127,127,.3)' }}
              >
                {Array.from({ length: slots }, (_, i) => {
                  const style = {
                    position: 'absolute' as const,
                    top: i * SLOT_HEIGHT_PX,
                    left: 0,
                    right: 0,
                    height: SLOT_HEIGHT_PX,
                    borderTop: '1px dashed rgba(127,127,127,.25)',
                  };
                  // biome-ignore lint/suspicious/noArrayIndexKey: slot i is the time startTime + i x 30 min: the index is its identity
                  if (!onBook || taken(i)) return <div key={i} style={style} />;
                  const start = at(day.startTime, i);
                  return (
                    <button
                      // biome-ignore lint/suspicious/noArrayIndexKey: slot i is the time startTime + i x 30 min: the index is its identity
                      key={i}
                      type="button"
                      aria-label={`Book ${columnLabel(c.station)} at ${formatToronto(start, 'h:mm A')}`}
                      onClick={() => onBook(c.station, start)}
                      className="schedule-free-slot"
                      style={{ ...style, background: 'transparent', border: 'none', borderTop: style.borderTop, cursor: 'pointer' }}
                    />
                  );
                })}
                {here.map((m) => {
                  const dim = matches ? !matches(m) : false;
                  return (
                    <button
                      key={m.id}
                      type="button"
                      data-mine={m.mine || undefined}
                      onClick={() => onOpen(m)}
                      style={{
                        position: 'absolute',
                        top: offset(m.startTime) + 1,
                        height: offset(m.endTime) - offset(m.startTime) - 2,
                        left: 3,
                        right: 3,
                        overflow: 'hidden',
                        textAlign: 'left',
                        padding: '2px 6px',
                        borderRadius: 4,
                        cursor: 'pointer',
                        border: m.mine ? '2px solid #1677ff' : '1px solid rgba(0,0,0,.25)',
                        background: `#${c.hexCode}`,
                        color: c.dark ? '#fff' : '#111',
                        opacity: dim ? 0.3 : 1,
                        fontSize: 12,
                        lineHeight: '16px',
                      }}
                    >
                      {/* The visible text is the button's name (WCAG 2.5.3): "Lakeside Golf, 10:00 AM to 11:00 AM · Riley Thompson". */}
                      <strong>{meetingTitle(m)},</strong>{' '}
                      <span style={{ display: 'block' }}>
                        {formatToronto(m.startTime, 'h:mm A')} to {formatToronto(m.endTime, 'h:mm A')}
                        {m.hostName && m.customerName ? ` · ${m.hostName}` : ''}
                      </span>
                    </button>
                  );
                })}
              </div>
            );
          })}
        </div>
      </div>
    </div>
  );
}
