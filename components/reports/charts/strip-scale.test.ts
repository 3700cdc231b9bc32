import { shadeOf, stripScale, ZERO_SHADE } from './strip-scale';

describe('stripScale', () => {
  it('brightens from a dark zero towards the best bucket when nothing is negative', () => {
    const scale = stripScale([0, 50, 100]);
    expect(shadeOf(scale, 0)).toBe(ZERO_SHADE);
    expect(shadeOf(scale, 100)).toBe('brand.2');
  });

  it('keeps zero dark when an hour lost: losses red, gains yellow', () => {
    // Today by hours with a losing first hour and the hours still to come at zero.
    const scale = stripScale([-20_000, 5_000, 0, 0, 0]);
    expect(shadeOf(scale, 0)).toBe(ZERO_SHADE);
    expect(shadeOf(scale, -20_000)).toBe('red.4');
    expect(shadeOf(scale, 20_000)).toBe('brand.2');
    expect(shadeOf(scale, 5_000)).not.toBe('brand.2');
  });

  it('draws an empty strip in the neutral shade', () => {
    expect(shadeOf(stripScale([0, 0]), 0)).toBe(ZERO_SHADE);
  });
});
