import { usaProviderText as provider } from "./usa-messages.i18n";

/** Texts of the drayage orders: the list, the form, and the "next step" dialog; milestone names are the import clearance's. */
const en = {
  title: "Drayage orders",
  fields: {
    fileNo: "File no.", containerNumber: "Container no.", container: "Container no.", shipmentId: "Shipment (file no.)", containerId: "Container",
    truckerId: "Trucker", truckerName: "Trucker", status: "Status", lastFreeDay: "Last free day", pickupAppointment: "Pickup appointment",
    deliveryAppointment: "Delivery appointment", deliveryAddress: "Delivery address", chassis: "Chassis", accessorials: "Accessorials", podFile: "Proof of delivery (POD)", remark: "Remark",
  },
  options: { status: { planned: "Planned", dispatched: "Dispatched", pickedUp: "Picked up", delivered: "Delivered", emptyReturned: "Empty returned" } },
  actions: { advance: "Next step", shipment: "Shipment" },
  steps: { dispatched: "Dispatch", pickedUp: "Pick up", delivered: "Deliver", emptyReturned: "Return empty" },
  advance: {
    at: "Date and time",
    records: "Records the container's milestones: {{milestones}}.",
    recordsNothing: "Sends the order to the trucker; no milestone is recorded yet.",
    noPod: "No POD is attached: attach it to the order first to record the POD milestone too.",
    done: { dispatched: "Trucker dispatched", pickedUp: "Picked up; the milestones are recorded", delivered: "Delivered; the milestones are recorded", emptyReturned: "Empty returned; the order is complete" },
    complete: "The empty is back: this order is complete.",
  },
};

const zh = {
  title: "拖车派送",
  fields: {
    fileNo: "业务编号", containerNumber: "箱号", container: "箱号", shipmentId: "货物（业务编号）", containerId: "集装箱",
    truckerId: "拖车公司", truckerName: "拖车公司", status: "状态", lastFreeDay: "免费期截止", pickupAppointment: "提柜预约",
    deliveryAppointment: "送货预约", deliveryAddress: "送货地址", chassis: "车架", accessorials: "附加费项", podFile: "签收单（POD）", remark: "备注",
  },
  options: { status: { planned: "待派车", dispatched: "已派车", pickedUp: "已提柜", delivered: "已送达", emptyReturned: "已还空箱" } },
  actions: { advance: "下一步", shipment: "货物" },
  steps: { dispatched: "派车", pickedUp: "提柜", delivered: "送达", emptyReturned: "还空箱" },
  advance: {
    at: "日期时间",
    records: "将记录集装箱节点：{{milestones}}。",
    recordsNothing: "将订单派给拖车公司，暂不记录节点。",
    noPod: "尚未上传签收单：先在订单中上传，才会同时记录签收单节点。",
    done: { dispatched: "已派车", pickedUp: "已提柜，节点已记录", delivered: "已送达，节点已记录", emptyReturned: "空箱已还，订单已完成" },
    complete: "空箱已归还，此订单已完成。",
  },
};

const tw = {
  title: "拖車派送",
  fields: {
    fileNo: "業務編號", containerNumber: "櫃號", container: "櫃號", shipmentId: "貨物（業務編號）", containerId: "貨櫃",
    truckerId: "拖車公司", truckerName: "拖車公司", status: "狀態", lastFreeDay: "免費期截止", pickupAppointment: "提櫃預約",
    deliveryAppointment: "送貨預約", deliveryAddress: "送貨地址", chassis: "車架", accessorials: "附加費項", podFile: "簽收單（POD）", remark: "備註",
  },
  options: { status: { planned: "待派車", dispatched: "已派車", pickedUp: "已提櫃", delivered: "已送達", emptyReturned: "已還空櫃" } },
  actions: { advance: "下一步", shipment: "貨物" },
  steps: { dispatched: "派車", pickedUp: "提櫃", delivered: "送達", emptyReturned: "還空櫃" },
  advance: {
    at: "日期時間",
    records: "將記錄貨櫃節點：{{milestones}}。",
    recordsNothing: "將訂單派給拖車公司，暫不記錄節點。",
    noPod: "尚未上傳簽收單：先在訂單中上傳，才會同時記錄簽收單節點。",
    done: { dispatched: "已派車", pickedUp: "已提櫃，節點已記錄", delivered: "已送達，節點已記錄", emptyReturned: "空櫃已還，訂單已完成" },
    complete: "空櫃已歸還，此訂單已完成。",
  },
};

export const vehicleTowingText = { en, zh, tw, provider };
