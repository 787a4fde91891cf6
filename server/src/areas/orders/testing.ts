// The orders area's door for tests (of any area): a seeded app with every demo account signed in.
// Never imported by server code (it starts an app of its own).
export { createOrderWorld, notOfRep, ofRep, PEOPLE, type OrderWorld, type Who } from './detail/orderTestKit';
