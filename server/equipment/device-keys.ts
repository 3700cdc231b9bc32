import { createHash, randomBytes } from 'node:crypto';

/** Devices are known by the SHA-256 of their key: the table alone gives no usable key. */
export const deviceKeyHash = (key: string) => createHash('sha256').update(key).digest('hex');

/** A new device's key: 32 random bytes, shown once when the device is registered. */
export const newDeviceKey = () => randomBytes(32).toString('base64url');
