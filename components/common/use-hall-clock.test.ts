import { act, renderHook } from '@testing-library/react';
import { useHallsStore } from '@/stores/halls-store';
import { useHallClock, useHallClocks } from './use-hall-clock';

describe('useHallClock', () => {
  it('tells time on the chosen hall’s clock and follows a change of hall', () => {
    const { actions } = useHallsStore.getState();
    act(() => {
      actions.hallsLoaded(
        [
          { id: 1, name: 'Алматы Центр', timezone: 'Asia/Almaty' },
          { id: 2, name: 'Москва', timezone: 'Europe/Moscow' },
        ],
        [],
      );
      actions.hallChosen(1);
    });
    const { result } = renderHook(useHallClock);
    expect(result.current.dateTime('2026-11-23T20:30:00Z')).toBe('24.11.2026, 01:30');
    act(() => actions.hallChosen(2));
    expect(result.current.dateTime('2026-11-23T20:30:00Z')).toBe('23.11.2026, 23:30');
  });

  it('falls back to the chain’s zone for a hall kept without one', () => {
    act(() => {
      useHallsStore.getState().actions.hallsLoaded([{ id: 3, name: 'Старый список' }], []);
      useHallsStore.getState().actions.hallChosen(3);
    });
    const { result } = renderHook(useHallClock);
    expect(result.current.zone).toBe('Asia/Almaty');
  });
});

describe('useHallClocks', () => {
  it('tells each hall’s rows on that hall’s clock', () => {
    act(() => {
      useHallsStore.getState().actions.hallsLoaded(
        [
          { id: 1, name: 'Алматы Центр', timezone: 'Asia/Almaty' },
          { id: 2, name: 'Москва', timezone: 'Europe/Moscow' },
        ],
        [],
      );
    });
    const { result } = renderHook(useHallClocks);
    expect(result.current(1).dateTime('2026-11-23T20:30:00Z')).toBe('24.11.2026, 01:30');
    expect(result.current(2).dateTime('2026-11-23T20:30:00Z')).toBe('23.11.2026, 23:30');
  });
});
