import { describe, expect, it } from "vitest";
import { deviceNameFromUserAgent, sessionDeviceName } from "@/server/identity/sessions/device-name";
import { call } from "@/server/test/http";
import { bearer, registerUser, TEST_PASSWORD } from "@/server/test/identity";

const UA = {
  chromeWindows: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36",
  safariMac: "Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Safari/605.1.15",
  safariIphone: "Mozilla/5.0 (iPhone; CPU iPhone OS 17_4 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.4 Mobile/15E148 Safari/604.1",
  edge: "Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/124.0.0.0 Safari/537.36 Edg/124.0.2478.51",
  samsung: "Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/24.0 Chrome/117.0.0.0 Mobile Safari/537.36",
  firefoxLinux: "Mozilla/5.0 (X11; Linux x86_64; rv:125.0) Gecko/20100101 Firefox/125.0",
};

describe("deviceNameFromUserAgent", () => {
  it("gives a short 'browser · OS' name, the same in both languages", () => {
    expect(deviceNameFromUserAgent(UA.chromeWindows)).toBe("Chrome · Windows");
    expect(deviceNameFromUserAgent(UA.safariMac)).toBe("Safari · macOS");
    expect(deviceNameFromUserAgent(UA.safariIphone)).toBe("Safari · iOS");
    expect(deviceNameFromUserAgent(UA.edge)).toBe("Edge · Windows");
    expect(deviceNameFromUserAgent(UA.samsung)).toBe("Samsung Internet · Android");
    expect(deviceNameFromUserAgent(UA.firefoxLinux)).toBe("Firefox · Linux");
  });

  it("is null when nothing is recognised", () => {
    expect(deviceNameFromUserAgent(undefined)).toBeNull();
    expect(deviceNameFromUserAgent("")).toBeNull();
    expect(deviceNameFromUserAgent("   ")).toBeNull();
    expect(deviceNameFromUserAgent("curl/8.5.0")).toBeNull();
  });

  it("names web sessions from the User-Agent and keeps what mobile apps send", () => {
    expect(sessionDeviceName("web", "my laptop", UA.chromeWindows)).toBe("Chrome · Windows");
    expect(sessionDeviceName("web", "my laptop", "curl/8.5.0")).toBe("my laptop");
    expect(sessionDeviceName("web", undefined, undefined)).toBeNull();
    expect(sessionDeviceName("ios", "Noura's iPhone", UA.safariIphone)).toBe("Noura's iPhone");
    expect(sessionDeviceName("android", undefined, UA.samsung)).toBeNull();
  });
});

describe("GET /me/sessions device names", () => {
  it("lists a web sign-in by its browser and a mobile sign-in by the name the app sent", async () => {
    const { email } = await registerUser({ verified: true });
    const web = await call("/auth/login", {
      method: "POST",
      body: { email, password: TEST_PASSWORD, device: { platform: "web" } },
      headers: { "user-agent": UA.chromeWindows },
    });
    expect(web.status).toBe(200);
    const app = await call("/auth/login", {
      method: "POST",
      body: { email, password: TEST_PASSWORD, device: { platform: "ios", name: "Noura's iPhone", app_version: "1.4.0" } },
      headers: { "user-agent": "EventsApp/1.4.0 CFNetwork/1490 Darwin/23.4.0" },
    });
    expect(app.status).toBe(200);

    const list = await call("/me/sessions", { headers: bearer(app.json.data.token.access_token) });
    expect(list.status).toBe(200);
    // Three sessions: the verification link's (an app sending no name, so unnamed), the browser, the app.
    expect(list.json.data).toHaveLength(3);
    expect(list.json.data).toContainEqual(expect.objectContaining({ platform: "web", device_name: "Chrome · Windows", current: false }));
    expect(list.json.data).toContainEqual(expect.objectContaining({ platform: "ios", device_name: null }));
    expect(list.json.data).toContainEqual(expect.objectContaining({ platform: "ios", device_name: "Noura's iPhone", app_version: "1.4.0", current: true }));
  });
});
