import { ItemListPage } from '../components/item-list-page';

/** Detections approved as non-violations (nonviolation[-mobile][-laos]). */
export default function NonviolationList() {
  return <ItemListPage list="nonviolation" />;
}
