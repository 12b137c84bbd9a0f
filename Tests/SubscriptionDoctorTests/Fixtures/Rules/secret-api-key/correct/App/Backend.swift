/// Secret keys (sk_…) live on the server only.
let backendURL = "https://api.subkit.dev"
