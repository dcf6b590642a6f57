import { QueuePage } from '../components/queue-page';

/** report[-mobile][-laos]: the review queue of public reports. */
export default function ReportQueue() {
  return <QueuePage kind="report" />;
}
