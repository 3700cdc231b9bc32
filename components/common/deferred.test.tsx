import { act, screen } from '@testing-library/react';
import { Component, type ReactNode } from 'react';
import { render } from '@/test/render';
import { deferred, drawnLater } from './deferred';

type Props = { opened: boolean; text: string };

function Dialog({ opened, text }: Props) {
  seen.push(opened);
  return opened ? <p>{text}</p> : null;
}

let seen: boolean[] = [];
beforeEach(() => {
  seen = [];
});

class Boundary extends Component<{ children: ReactNode }, { failed: boolean }> {
  state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  render() {
    return this.state.failed ? <p>Не удалось загрузить</p> : this.props.children;
  }
}

const closed = (props: Props) => ({ ...props, opened: false });

describe('deferred', () => {
  it('loads nothing while not needed, then loads when asked and first mounts closed', async () => {
    const load = jest.fn(() => Promise.resolve(Dialog));
    const Deferred = deferred(load, closed);
    const { rerender } = render(<Deferred needed={false} opened={false} text="Окно" />);
    expect(load).not.toHaveBeenCalled();

    rerender(<Deferred needed opened text="Окно" />);
    expect(await screen.findByText('Окно')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
    // Closed on its mount, open after: a dialog sees its own opening and notes the focus.
    expect(seen.slice(0, 2)).toEqual([false, true]);
  });

  it('loads its code on intent without drawing it, and draws it at once when needed', async () => {
    const load = jest.fn(() => Promise.resolve(Dialog));
    const Deferred = deferred(load, closed);
    const { rerender } = render(<Deferred needed={false} opened={false} text="Окно" />);
    await act(async () => Deferred.intent.onFocus());
    expect(load).toHaveBeenCalledTimes(1);
    expect(seen).toEqual([]);
    rerender(<Deferred needed opened text="Окно" />);
    expect(screen.getByText('Окно')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('nothing is loaded or drawn by time alone', async () => {
    jest.useFakeTimers();
    try {
      const load = jest.fn(() => Promise.resolve(Dialog));
      const Deferred = deferred(load, closed);
      render(<Deferred needed={false} opened={false} text="Окно" />);
      await act(async () => {
        jest.advanceTimersByTime(60_000);
      });
      expect(load).not.toHaveBeenCalled();
      expect(seen).toEqual([]);
    } finally {
      jest.useRealTimers();
    }
  });

  it('hands a part that was asked for and failed to load to the error boundary', async () => {
    jest.spyOn(console, 'error').mockImplementation(() => {});
    const Deferred = deferred(() => Promise.reject(new Error('chunk')), closed);
    render(
      <Boundary>
        <Deferred needed opened text="Окно" />
      </Boundary>,
    );
    expect(await screen.findByText('Не удалось загрузить')).toBeVisible();
  });
});

describe('drawnLater', () => {
  it('draws nothing at first, draws the part closed then open when needed, and keeps it', () => {
    const Later = drawnLater(Dialog, closed);
    const { rerender } = render(<Later needed={false} opened={false} text="Окно" />);
    expect(seen).toEqual([]);
    rerender(<Later needed opened text="Окно" />);
    expect(screen.getByText('Окно')).toBeVisible();
    expect(seen.slice(0, 2)).toEqual([false, true]);
    rerender(<Later needed={false} opened={false} text="Окно" />);
    expect(seen.at(-1)).toBe(false);
  });
});
