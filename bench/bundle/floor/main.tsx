// The framework floor: React, React DOM and React Router alone, one route, built like the app.
import { createRoot } from 'react-dom/client'
import { RouterProvider, createBrowserRouter } from 'react-router'

const router = createBrowserRouter([{ path: '*', element: <p>Courtside</p> }])
createRoot(document.getElementById('root')!).render(<RouterProvider router={router} />)
