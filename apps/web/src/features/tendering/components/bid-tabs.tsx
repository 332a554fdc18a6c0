import { Tabs, type TabsProps } from 'antd';

/** The bid page's tabs once there is more than the info tab (a provider with a submission). */
export function BidTabs({ active, onChange, items }: { active: string; onChange: (tab: string) => void; items: TabsProps['items'] }) {
  return <Tabs activeKey={active} onChange={onChange} items={items} />;
}
