import { QueuePage } from '../components/queue-page';

/** detection[-mobile][-laos]: the review queue of auto-detected items. */
export default function DetectionQueue() {
  return <QueuePage kind="detection" />;
}
