import { ItemListPage } from '../components/item-list-page';

/** Detections approved as violations (violation[-mobile][-laos]). */
export default function ViolationList() {
  return <ItemListPage list="violation" />;
}
