import { create } from 'zustand';
import type { StreamState } from '@/lib/api/events';

/** Whether this tab follows the API's event stream now (not persisted: a tab's own state). */
type LiveState = {
  stream: StreamState;
  actions: { streamChanged: (stream: StreamState) => void };
};

export const useLiveStore = create<LiveState>()((set) => ({
  stream: 'connecting',
  actions: { streamChanged: (stream) => set({ stream }) },
}));
