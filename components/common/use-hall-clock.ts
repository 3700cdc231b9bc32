import { hallClock, type HallClock } from '@/lib/shared/hall-time';
import { useHallsStore } from '@/stores/halls-store';

/** The chosen hall's clock: its zone as the hall list from the API gives it. */
export function useHallClock(): HallClock {
  const zone = useHallsStore(
    (s) => s.hallsList.find((hall) => hall.id === s.currentHall)?.timezone,
  );
  return hallClock(zone);
}

/** Each hall's clock, for a list whose rows come from several halls (the approval queue). */
export function useHallClocks(): (hallId: number) => HallClock {
  const halls = useHallsStore((s) => s.hallsList);
  return (hallId) => hallClock(halls.find((hall) => hall.id === hallId)?.timezone);
}
