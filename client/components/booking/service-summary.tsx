import type { Service } from "../../../core/catalogue";

export function ServiceSummary({ service, action }: { service: Service; action?: React.ReactNode }) {
  return (
    <div className="flex flex-wrap items-center gap-4 rounded-2xl border border-slate-200 bg-sand/50 p-4">
      <img src={service.image.src} alt="" width={96} height={72} className="h-18 w-24 rounded-lg bg-sand object-cover" />
      <div className="min-w-0 flex-1">
        <p className="font-semibold">{service.title}</p>
        <p className="text-sm text-slate-600">
          {service.price} · {service.duration}
        </p>
      </div>
      {action}
    </div>
  );
}
