/** A subscriber's consent: pending until confirmed by e-mail; only confirmed ones receive newsletters. */
export const SUBSCRIBER_STATES = ['pending', 'confirmed', 'unsubscribed'] as const
export type SubscriberState = (typeof SUBSCRIBER_STATES)[number]
