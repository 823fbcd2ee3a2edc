/// The web app manifest that makes Kadō installable.
enum Manifest {
    static let json = """
        {
          "name": "Kadō",
          "short_name": "Kadō",
          "description": "Habit tracker: offline, private, with a habit score that forgives a missed day.",
          "id": "/",
          "start_url": "/",
          "scope": "/",
          "display": "standalone",
          "orientation": "portrait",
          "background_color": "#f7f3ea",
          "theme_color": "#2d5a43",
          "icons": [
            { "src": "/static/icon-192.png", "sizes": "192x192", "type": "image/png" },
            { "src": "/static/icon-512.png", "sizes": "512x512", "type": "image/png" },
            { "src": "/static/icon-maskable-512.png", "sizes": "512x512", "type": "image/png", "purpose": "maskable" },
            { "src": "/static/icon.svg", "sizes": "any", "type": "image/svg+xml" }
          ]
        }
        """
}
