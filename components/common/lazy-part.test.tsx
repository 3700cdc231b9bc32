import { render, screen } from '@testing-library/react';
import { lazyPart, useLazyPart, type LazyPart } from './lazy-part';

function Part() {
  return <p>Часть</p>;
}

function Place({ part, wanted }: { part: LazyPart<object>; wanted: boolean }) {
  const Loaded = useLazyPart(part, wanted, false);
  // eslint-disable-next-line react-hooks/static-components -- made once by lazyPart
  return Loaded ? <Loaded /> : <p>Ещё нет</p>;
}

describe('lazyPart', () => {
  it('loads once however many places want it', async () => {
    const load = jest.fn(() => Promise.resolve(Part));
    const part = lazyPart(load);
    render(
      <>
        <Place part={part} wanted />
        <Place part={part} wanted />
      </>,
    );
    expect(await screen.findAllByText('Часть')).toHaveLength(2);
    expect(load).toHaveBeenCalledTimes(1);
  });

  it('waits until wanted, and tries again after a failed load in the background', async () => {
    const load = jest
      .fn<Promise<typeof Part>, []>()
      .mockRejectedValueOnce(new Error('chunk'))
      .mockResolvedValue(Part);
    const part = lazyPart(load);
    const { rerender } = render(<Place part={part} wanted={false} />);
    expect(load).not.toHaveBeenCalled();

    rerender(<Place part={part} wanted />);
    await screen.findByText('Ещё нет');
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(load).toHaveBeenCalledTimes(1);
    expect(screen.getByText('Ещё нет')).toBeVisible();

    rerender(<Place part={part} wanted={false} />);
    rerender(<Place part={part} wanted />);
    expect(await screen.findByText('Часть')).toBeVisible();
    expect(load).toHaveBeenCalledTimes(2);
  });
});
