import { formatVnd } from '@portal/contract';
import { Link } from 'react-router';
import { paths } from '@/config/paths';
import { useHomePackages } from '../api/get-home-packages';

/**
 * The public exam packages (spec 2 §7 `exam-package/list`) on the home page: rendered on the server
 * with the page, plain markup. Nothing to show or a failed load: no section.
 */
export function HomePackagesSection() {
  const packages = useHomePackages();
  const items = packages.data ?? [];
  if (!items.length) return null;
  return (
    <section className="home-section home-section--alt" aria-labelledby="home-packages-title">
      <div className="container">
        <h2 id="home-packages-title">Gói khám sức khỏe</h2>
        <ul className="home-packages">
          {items.map((p) => (
            <li key={p.id} className="home-package">
              <span className="home-package__category">{p.category.name}</span>
              <h3 className="home-package__name">{p.name}</h3>
              <p className="home-package__meta">
                {p.typeName} · {p.serviceCount} dịch vụ
              </p>
              <p className="home-package__price">{formatVnd(p.price)}</p>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}

/** The cooperation call for visitors: what partnering means, and where to read more or ask. */
export function HomeCooperationCall() {
  return (
    <section className="home-section" aria-labelledby="home-coop-title">
      <div className="container home-coop">
        <div>
          <h2 id="home-coop-title">Trở thành đối tác</h2>
          <p>
            Cộng tác viên giới thiệu khách hàng xét nghiệm, doanh nghiệp chăm sóc sức khỏe nhân viên, nhà cung cấp cùng tham gia đấu thầu:
            tìm hiểu chương trình hợp tác dành cho bạn và để lại thông tin, chúng tôi sẽ liên hệ.
          </p>
        </div>
        <Link className="btn btn--primary" to={paths.generalInfo.getHref('hop-tac')}>
          Tìm hiểu chương trình hợp tác
        </Link>
      </div>
    </section>
  );
}
