export * from './accounts';
export * from './practices';
export * from './bookings';
export * from './pets';
export * from './system';
export * from './sessions';
export * from './customers';
export * from './reports';
