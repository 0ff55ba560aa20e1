import { ToastContainer } from 'react-toastify'

/** Where notify() shows its alerts (docs/PRODUCT.md §9: top-right, 5 s, drag 80 %, pauses, click closes). */
export function Toasts() {
  return (
    <ToastContainer
      position="top-right"
      autoClose={5000}
      draggablePercent={80}
      pauseOnHover
      pauseOnFocusLoss
      closeOnClick
      theme="light"
    />
  )
}
