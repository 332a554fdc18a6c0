import { type CatalogueService, formatVnd, MONEY_PERMISSIONS, ORDER_LIMITS, ORDER_MSG, SERVICE_KIND_LABELS } from '@portal/contract';
import { Checkbox, Empty, Spin, Tag } from 'antd';
import { type ReactNode, useState } from 'react';
import { LoadError } from '@/components/query-state';
import { SearchBox } from '@/components/search-box';
import { useCan } from '@/lib/permissions';
import { useDebounced } from '@/lib/use-debounced';
import { canLoadServices, type ServicePlace, useServices } from '../api/get-services';
import { ServicesTable } from './services-table';

export const SERVICE_CHOOSER_TEXT = {
  search: 'Tìm dịch vụ theo tên',
  list: 'Danh sách dịch vụ',
  chosen: 'Dịch vụ đã chọn',
  needProvince: 'Chọn tỉnh/thành phố ở bước Thông tin để xem các dịch vụ lấy mẫu tại nhà',
  needFacility: 'Chọn cơ sở y tế để xem các dịch vụ tại cơ sở',
} as const;

/** Case-insensitive match on the name (spec 3 §5). */
const matches = (service: CatalogueService, search: string) =>
  service.tenCP.normalize('NFC').toLocaleLowerCase('vi').includes(search.normalize('NFC').toLocaleLowerCase('vi'));

type Props = {
  place: ServicePlace;
  value?: CatalogueService[];
  onChange?: (value: CatalogueService[]) => void;
};

/**
 * The wizard's service choice (spec 3 §5, §8, §9): the catalogue of the place, loaded only once the
 * place is known, searched on the name 300 ms after typing stops, in a 300 px list; the chosen
 * ones below with their total. The form holds the chosen catalogue objects (spec 3 §7).
 */
export function ServiceChooser({ place, value = [], onChange }: Props) {
  const [text, setText] = useState('');
  const search = useDebounced(text.trim(), ORDER_LIMITS.serviceSearchDebounceMs);
  const services = useServices(place);
  // A booking role without 'price.view' chooses by name; the catalogue comes without prices.
  const showsPrices = useCan(MONEY_PERMISSIONS.prices);
  const chosen = new Set(value.map((s) => s.maCP));
  const shown = (services.data ?? []).filter((s) => matches(s, search));

  const toggle = (service: CatalogueService, on: boolean) =>
    onChange?.(on ? [...value, service] : value.filter((s) => s.maCP !== service.maCP));

  let list: ReactNode;
  if (!canLoadServices(place))
    list = (
      <p className="service-chooser__hint">
        {place.methodType === 'HOME' ? SERVICE_CHOOSER_TEXT.needProvince : SERVICE_CHOOSER_TEXT.needFacility}
      </p>
    );
  else if (services.isError)
    list = <LoadError error={services.error} isRetrying={services.isFetching} onRetry={() => void services.refetch()} />;
  else if (services.isPending) list = <Spin className="service-chooser__spin" />;
  else if (!services.data.length) list = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ORDER_MSG.noServicesAvailable} />;
  else if (!shown.length) list = <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={ORDER_MSG.noServiceMatches} />;
  else
    list = shown.map((s) => (
      <Checkbox
        key={s.maCP}
        className="service-chooser__item"
        checked={chosen.has(s.maCP)}
        onChange={(e) => toggle(s, e.target.checked)}
        aria-label={s.tenCP}
      >
        <span className="service-chooser__name">
          {s.tenCP} <Tag variant="filled">{SERVICE_KIND_LABELS[s.kind]}</Tag>
        </span>
        {showsPrices && s.donGia !== undefined ? <span className="service-chooser__price">{formatVnd(s.donGia)}</span> : null}
      </Checkbox>
    ));

  return (
    <div className="service-chooser">
      <SearchBox label={SERVICE_CHOOSER_TEXT.search} value={text} onChange={setText} disabled={!canLoadServices(place)} />
      <fieldset className="service-chooser__list" aria-label={SERVICE_CHOOSER_TEXT.list} style={{ height: ORDER_LIMITS.serviceListHeight }}>
        {list}
      </fieldset>
      <h4 className="service-chooser__chosen">{SERVICE_CHOOSER_TEXT.chosen}</h4>
      <ServicesTable
        lines={value.map((s) => ({ code: s.maCP, name: s.tenCP, price: s.donGia }))}
        onRemove={(code) => onChange?.(value.filter((s) => s.maCP !== code))}
      />
    </div>
  );
}
