import { canOpen, homeScreen, may } from './access';

describe('who may do what', () => {
  it('opens screens by the one table the menu, the guard and the API read', () => {
    expect(canOpen('cashier', '/cashbox/')).toBe(true);
    expect(canOpen('cashier', '/workers')).toBe(false);
    expect(canOpen('manager', '/summary')).toBe(true);
    expect(canOpen(null, '/halls')).toBe(false);
    expect(canOpen('admin', '/no-such-screen')).toBe(false);
    expect(homeScreen('cashier')).toBe('/cashbox');
    expect(homeScreen('manager')).toBe('/dashboard');
  });

  it('lets only staff change equipment and only head office decide phone requests', () => {
    expect(may('cashier', 'changeDeviceStatus')).toBe(false);
    expect(may('manager', 'changeDeviceStatus')).toBe(true);
    expect(may('manager', 'decidePhoneRequest')).toBe(false);
    expect(may('admin', 'decidePhoneRequest')).toBe(true);
    expect(may(null, 'changeDeviceStatus')).toBe(false);
  });
});
