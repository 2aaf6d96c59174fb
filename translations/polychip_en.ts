<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="en">
<context>
    <name>ActionRules</name>
    <message>
        <source>Your role (%1) can see instances but not change them; ask a developer or an administrator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trainee changes only the instances they launched; this one is another user&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to a platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role (%1) can see instances but not act on them; ask a developer or an administrator</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ConsoleOptions</name>
    <message>
        <source>Console for hybrid GPU/TPU/NPU compute.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User interface language: %1 (default: the system&apos;s).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown language &quot;%1&quot;; choose one of: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the offline simulator&apos;s state in this directory (default: in the user&apos;s application data).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DashboardExport</name>
    <message>
        <source>the PDF could not be made</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>DisplayText</name>
    <message>
        <source>Queued</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisioning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sleeping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switching backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>GPU (CUDA)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>NPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launching</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Going to sleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waking</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking a snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Working</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 h %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 d %2 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Administrator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Developer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Manager</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Trainee</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pretraining</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notebook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data preparation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restoring the checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Booting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saving a checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Taking the snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Provisioning the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restoring on the target</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resuming</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ready</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch checkpoint of “%1” (from %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint of “%1” at its stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — step %2, %3, %4 GiB</source>
    </message>
    <message>
        <source>%1 UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 – %2</source>
    </message>
    <message>
        <source>Text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Images and text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Audio</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Graphs</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ErrorText</name>
    <message>
        <source>The request was not valid: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request was not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role does not allow this: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role does not allow this.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found; it may have been deleted: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found; it may have been deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible in the current state: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible in the current state; another action may still be running. Try again when it has ended.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This was changed elsewhere in the meantime, so nothing was saved. Reload it and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request is too large for the platform (more than 1 MiB).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A repeated request did not match its first attempt, so nothing was done. Try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your credit and balance are used up. Add funds to continue.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chips are free for this: %1. Choose another accelerator, or let the launch wait for capacity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No chips are free for this. Choose another accelerator, or let the launch wait for capacity.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload does not fit the chosen chips, even with CPU offload: %1. Choose more chips or chips with more memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload does not fit the chosen chips, even with CPU offload. Choose more chips or chips with more memory.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform took back the chips of this instance: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform took back the chips of this instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform cannot save changes now: its disk is full. Try again later; everything can still be read. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform cannot save changes now: its disk is full. Try again later; everything can still be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform cannot save changes now: its storage is read-only. Try again later; everything can still be read. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform cannot save changes now: its storage is read-only. Try again later; everything can still be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform cannot save changes now: its storage is failing. Try again later; everything can still be read. (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform cannot save changes now: its storage is failing. Try again later; everything can still be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer&apos;s clock is more than 5 minutes away from the platform&apos;s: %1. Correct the system time and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This computer&apos;s clock is more than 5 minutes away from the platform&apos;s. Correct the system time and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform refused a request signed twice with the same signature. Try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No API key is set. Enter one in the connection settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform does not know this API key. Check the key id in the connection settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The API key&apos;s secret does not match. Check the secret in the connection settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 did not answer in time. Check this computer&apos;s network connection and the base URL, then try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing listens on %1. Check the port in the base URL, and that the platform (or the simulator) is running there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to %1. Check this computer&apos;s network connection and the base URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No host named %1 is found. Check the host name in the base URL and this computer&apos;s network connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy&apos;s host %1 is not found. Check the proxy in the connection profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot connect to the proxy %1. Check the proxy in the connection profile, and that it is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 closed the connection without answering plain http://, as a server that speaks HTTPS does. Use https:// in the base URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No secure (TLS) connection could be set up with %1. Check that the server speaks HTTPS on this port.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s certificate is not trusted: no certificate authority known to this computer signed it. Set the CA bundle of the platform&apos;s certificate authority in the connection profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s certificate is not for %1. Use the host name the certificate is for in the base URL.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s certificate is not for the host name in the base URL. Use the name the certificate is for.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s certificate has expired or is not valid yet. Check this computer&apos;s date and time; if they are right, the platform&apos;s certificate must be renewed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s public key does not match the pinned public key of the connection profile. If the platform&apos;s key was replaced, update the pin in the profile; if not, someone may be intercepting the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CA bundle of the connection profile holds no certificate the console can use. Choose a PEM file of certificate authorities in the profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 Choose a PEM file of certificate authorities as the CA bundle of the connection profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform answered with an error.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not accept the API key (HTTP status %1). Check the key in the connection settings.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role does not allow this (HTTP status %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not found (HTTP status %1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Too many requests (HTTP status %1). Wait a moment and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform is not working right now (HTTP status %1). Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform answered with HTTP status %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of %1 is not valid.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The value of %1 is not valid: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not accept the API key. Check the key and secret in the connection settings, and this computer&apos;s clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not accept the API key: %1. Check the key and secret in the connection settings, and this computer&apos;s clock.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>A rate quota was reached. Try again in %n s.</source>
        <translation>
            <numerusform>A rate quota was reached. Try again in %n s.</numerusform>
            <numerusform>A rate quota was reached. Try again in %n s.</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>A rate quota was reached: %1. Try again in %n s.</source>
        <translation>
            <numerusform>A rate quota was reached: %1. Try again in %n s.</numerusform>
            <numerusform>A rate quota was reached: %1. Try again in %n s.</numerusform>
        </translation>
    </message>
    <message>
        <source>This would exceed your quota.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This would exceed your quota: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Too many requests. Try again in %n s.</source>
        <translation>
            <numerusform>Too many requests. Try again in %n s.</numerusform>
            <numerusform>Too many requests. Try again in %n s.</numerusform>
        </translation>
    </message>
    <message>
        <source>Too many requests. Wait a moment and try again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The platform is temporarily unavailable. Try again in %n s.</source>
        <translation>
            <numerusform>The platform is temporarily unavailable. Try again in %n s.</numerusform>
            <numerusform>The platform is temporarily unavailable. Try again in %n s.</numerusform>
        </translation>
    </message>
    <message>
        <source>The platform is temporarily unavailable. Try again later.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform hit an unexpected error. If it happens again, report it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform hit an unexpected error. If it happens again, report it with request id %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>network</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>unreadable answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>cancelled</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not answer in time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not answer in time: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console does not connect to this address; use https:// for any host but this computer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The console does not connect to this address: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot reach the platform: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The request was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s answer could not be read: the field %1 is not as expected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s answer could not be read: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s answer could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Kind: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP status: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Code: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Request id: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Retry after: %n s</source>
        <translation>
            <numerusform>Retry after: %n s</numerusform>
            <numerusform>Retry after: %n s</numerusform>
        </translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Field: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No placement reaches the token budget within the longest runtime: %1. Give a smaller budget, or choose the placement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No placement reaches the token budget within the longest runtime. Give a smaller budget, or choose the placement.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>LocalFile</name>
    <message>
        <source>%1 is too large: the console reads at most %2 from it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a folder, not a file.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a device, not a file: the console reads only regular files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a named pipe, not a file: the console reads only regular files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a regular file: the console reads only regular files.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You are not allowed to read %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot read %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No file was named.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileStore</name>
    <message>
        <source>Offline simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter a name for the profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Another profile is already named &quot;%1&quot;: choose another name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the base URL of the platform, e.g. https://api.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&quot;%1&quot; is not a base URL: it must start with http:// or https:// and name a host, e.g. https://api.example.com.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Do not put a user name or password in the base URL: the key id and the secret are entered separately.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Plain http:// sends everything unencrypted, so it is only allowed to this computer (127.0.0.1, ::1 or localhost): use https://%1 instead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the id of the API key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The CA bundle &quot;%1&quot; does not exist.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The pinned public key must look like sha256//&lt;the base64 SHA-256 of the server&apos;s public key&gt; (several separated by &quot;;&quot;).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The proxy must be a URL such as http://proxy.example.com:3128 or socks5://127.0.0.1:1080.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Enter the secret of the API key.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::app::AlertNotifier</name>
    <message>
        <source>Polychip: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polychip</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::app::BundledSimulator</name>
    <message>
        <source>Another Polychip console holds the simulator in %1, but it does not answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>polychip-sim was not found next to the console, in the install prefix or on PATH. Install it, or connect to a platform with a remote profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator did not start within %1 s; its messages are in %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator on port %1 does not answer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The welcome scenario could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator&apos;s keys file %1 is damaged (%2). Delete it and restart the simulator to create new keys.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled simulator crashed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The bundled simulator stopped (exit code %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot start %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1. It stopped %2 times within a minute, so Polychip stopped restarting it; its messages are in %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1; restarting it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator of another Polychip console stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The last one: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator folder %1 is a file, not a folder.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator folder %1 cannot be created.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator folder %1 cannot be written to (%2).</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::app::Connection</name>
    <message>
        <source>The simulator has no key for the %1 of org-a.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::app::MainWindow</name>
    <message>
        <source>Live updates are interrupted: %1 The lists are refreshed every few seconds meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 The data shown is the last known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 What you see is current.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polychip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;About Polychip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the version and what Polychip is</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>About Polychip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt;h3&gt;Polychip %1&lt;/h3&gt;&lt;p&gt;A console for hybrid GPU, TPU, NPU and CPU compute, with a bundled simulator of the platform.&lt;/p&gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Command &amp;palette…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find and run any action by name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reconnect now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect to the platform again without waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulator &amp;identity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Which user of org-a the offline simulator signs you in as</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Main toolbar</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polling</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Live updates are interrupted (%1); the lists are refreshed every few seconds meanwhile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform does not answer: %1. The data shown is the last known.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator&apos;s clock (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Available to spend %1 (balance and credit) · month to date %2 · burning %3/h · month-end forecast %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance %1 · credit %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the simulator as org-a&apos;s user with the %1 role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use the default folder</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the simulator in %1 instead</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pages</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List every key the console answers to, page by page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Window</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy diagnostics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the versions above, the system and the platform&apos;s answer for a bug report (no key, secret or name of yours) and close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>asking…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Platform: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>a platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>degraded</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>working</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::app::SecretStore</name>
    <message>
        <source>No secret is stored for &quot;%1&quot;: edit the profile and enter it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain did not answer within %1 seconds while handling the secret of &quot;%2&quot;. Check that your desktop&apos;s keychain service (GNOME Keyring or KWallet) is running and unlocked, or tick &quot;Store the secret in plain text&quot; in the profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain holds no secret for &quot;%1&quot;: edit the profile and enter it again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The keychain refused access to the secret of &quot;%1&quot; (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No keychain is available to keep the secret of &quot;%1&quot; (%2). Start your desktop&apos;s keychain service (GNOME Keyring or KWallet), or tick &quot;Store the secret in plain text&quot; in the profile to keep it unencrypted in the console&apos;s settings.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::app::SettingsPage</name>
    <message>
        <source>the simulator bundled with Polychip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 (in use)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Runs on this computer; nothing is billed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offline simulator has nothing to set here; choose its identity in the Connection menu.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the selected profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offline simulator is always available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the selected profile and its stored secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile “%1” added. Select it and choose Use to connect.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the profile “%1” and its stored secret?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The offline simulator runs on this computer and is free: everything works on it. Add a remote profile with your platform&apos;s address and API key to manage real instances. Secrets are kept in the system keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Use</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect with the selected profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Add…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add a remote platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Remove…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection profiles: the offline simulator and remote platforms.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Profile from File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polychip profiles (*.polychip-profile.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JSON files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot keep the profile&apos;s CA bundle in %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 cannot be added: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add from Fi&amp;le…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add the profile a file from your administrator describes: its secret goes to the keychain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connection &amp;Profiles</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Organisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The members and API keys of the platform connected to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Profile “%1” added from %2. The file still holds its secret: delete the file, or keep it somewhere safe. Select the profile and choose Use to connect.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::AttachVolumeDialog</name>
    <message>
        <source>being deleted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>failed: it cannot take volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>in %1; the volume is in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>another user&apos;s: a trainee attaches volumes to their own instances only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach “%1” (%2 GiB, in %3) to an instance. A running instance gets it at once, without a restart; it stays attached across stops and backend switches.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach the volume to the instance chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2): %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no instance to attach it to. Launch one first.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No instance can take it now: each says why.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not attached: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingAlertsTab</name>
    <message>
        <source>Clea&amp;r</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forget the alerts listed here (the platform keeps its own record)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alerts since the console started. Budget thresholds, auto-sleep, capacity, failures and schedules are listed here as they happen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Critical</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Information</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-sleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failure</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Schedule</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to show the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click to show the budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingBudgetsTab</name>
    <message>
        <source>&amp;New budget…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set a monthly amount with alerts for the organisation or some labels (Ctrl+Shift+B)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Edit…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Change the selected budget (Enter or double-click)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected budget (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking your role…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only managers and administrators set budgets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a budget first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: the budgets come from the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No budgets yet. A budget raises alerts as the month&apos;s spend crosses its thresholds, and can stop the instances in its scope at 100 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not create the budget: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created the budget “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved the budget “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the budget: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Someone else changed this budget meanwhile. Its latest version is loaded, with your changes kept: check them and save again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This budget could not be read again: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete a budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the budget “%1”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its alerts and its action at 100 % end. The instances in its scope and what they spent are not affected. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not delete the budget “%1”: it was changed meanwhile; look at it again. %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not delete the budget “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted the budget “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingEfficiencyTab</name>
    <message>
        <source>Read the efficiency figures again (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per backend: the compute its instances billed ÷ the tokens they produced × 1,000,000. Backends that produced no tokens are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the efficiency figures: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: the efficiency figures come from the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No compute in this period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute %1 · idle %2 (%3 %) · saved by sleep %4 · %5 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly %1 %2 of compute, %3 idle, %4 saved by sleep and %5 tokens, %6 (whole UTC hours)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No backend produced tokens in this period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per 1M tokens by backend: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the efficiency figures</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export the efficiency figures to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Efficiency</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingLedgerTab</name>
    <message>
        <source>Filter by instance name or id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the rows shown as a CSV file (Ctrl+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the ledger: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: the ledger comes from the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing was billed in this period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total shown: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n item(s) from %1</source>
        <translation>
            <numerusform>%n item from %1</numerusform>
            <numerusform>%n items from %1</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Only the first %n items are listed: choose a shorter period for the rest.</source>
        <translation>
            <numerusform>Only the first %n items are listed: choose a shorter period for the rest.</numerusform>
            <numerusform>Only the first %n items are listed: choose a shorter period for the rest.</numerusform>
        </translation>
    </message>
    <message>
        <source>Export the ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export the ledger to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingPage</name>
    <message>
        <source>Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage, the ledger and budgets of the organisation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to a platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No ledger items to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No usage to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alerts (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Ledger</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budge&amp;ts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No efficiency figures to export</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Efficiency</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per instance: compute billed, idle cost, savings by sleep and cost per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the usage, the efficiency and the ledger again (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the rows shown on the Usage, Efficiency or Ledger tab as a CSV file (Ctrl+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Billing</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;otifications</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhooks: the organisation&apos;s alerts posted to a team chat or a receiver of yours (administrators)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingPeriod</name>
</context>
<context>
    <name>polychip::ui::BillingPeriodBox</name>
    <message>
        <source>This month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 7 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 30 days</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The period, in the platform&apos;s time (months begin at 00:00 UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Period</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingReportTab</name>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the rows shown as a CSV file (Ctrl+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>You see the spend of your own resources.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport CSV…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingStateStack</name>
    <message>
        <source>Try a&amp;gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingTab</name>
    <message>
        <source>Not connected to a platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline: the platform does not answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n row(s) to %1.</source>
        <translation>
            <numerusform>Exported %n row to %1.</numerusform>
            <numerusform>Exported %n rows to %1.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingUsageTab</name>
    <message>
        <source>By backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By label…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How the spend is grouped: each group is one row</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label key, e.g. project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group by the value of this label; press Enter to show it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read the usage again (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>User</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the usage: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No backend (storage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No accelerator (storage)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No instance (volumes)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — double-click to show it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without this label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: the usage comes from the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No spend in this period.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type the key of a label, such as project, and press Enter.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A label key has no spaces.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Total: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Exactly %1 %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export the usage to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Usage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouping</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::BudgetDialog</name>
    <message>
        <source>New budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Edit the budget “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A name to tell budgets apart in lists and alerts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Amount per month:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the scope may spend each calendar month (UTC); the spend counts from the first of the month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Whole organisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything the organisation spends counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances &amp;labelled:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only instances that carry all of these labels count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>team=nlp, project=x</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels as key=value, separated by commas: an instance counts when it carries all of them</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert at (%):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Percentages of the amount at which an alert is raised, separated by commas; each from %1 to %2, at most %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At &amp;100 %:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise an alert; nothing is stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop at 100 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops or sleeps the instances in scope with a checkpoint; never deletes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What happens when the spend reaches the amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts only: instances keep running past the amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is not a label: write key=value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” needs both a key and a value.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is too long: keys and values have at most %2 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The label “%1” is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name at least one label, such as team=nlp, or choose the whole organisation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>At most %n labels.</source>
        <translation>
            <numerusform>At most %n labels.</numerusform>
            <numerusform>At most %n labels.</numerusform>
        </translation>
    </message>
    <message>
        <source>“%1” is not a number: list percentages such as 50, 80, 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % is out of range: each threshold is from %2 to %3 %.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % is listed twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List at least one threshold, such as 50, 80, 100.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>At most %n thresholds.</source>
        <translation>
            <numerusform>At most %n thresholds.</numerusform>
            <numerusform>At most %n thresholds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Give the budget a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name is too long: at most %1 bytes.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::BudgetList</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scope</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Used this month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts at</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At 100 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Projected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The spend the platform forecasts for the month end (budgets of the whole organisation)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whole organisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No alert raised this month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts raised this month at %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notify</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops or sleeps the instances in scope with a checkpoint; never deletes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raise an alert; nothing is stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecasts are for the whole organisation only</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s forecast for the month end; 80 % likely between %1 and %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Above the amount: expect the action at 100 %.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::CatalogBrowser</name>
    <message>
        <source>Most downloaded first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name, A to Z</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Most parameters first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewest parameters first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Largest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Smallest first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>under %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 or more</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search models by name, family, task or tag</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search data sets by name, modality or description</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every word must occur; case and full-width letters do not matter (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order of the list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (16-bit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not stated</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list stopped short: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Showing %1 of the %2 received so far; more are arriving…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n model(s)</source>
        <translation>
            <numerusform>%n model</numerusform>
            <numerusform>%n models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%n data set(s)</source>
        <translation>
            <numerusform>%n data set</numerusform>
            <numerusform>%n data sets</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing %1 of %n model(s)</source>
        <translation>
            <numerusform>Showing %1 of %n model</numerusform>
            <numerusform>Showing %1 of %n models</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>Showing %1 of %n data set(s)</source>
        <translation>
            <numerusform>Showing %1 of %n data set</numerusform>
            <numerusform>Showing %1 of %n data sets</numerusform>
        </translation>
    </message>
    <message>
        <source>Loading the list…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The list could not be loaded.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform offers no models.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform offers no data sets.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing matches “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the search</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n entr(y/ies) match the search, but the choice under %1 leaves none.</source>
        <translation>
            <numerusform>%n entry matches the search, but the choice under %1 leaves none.</numerusform>
            <numerusform>%n entries match the search, but the choice under %1 leaves none.</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chosen filters together leave none.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear all filters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Order</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::CatalogDetails</name>
    <message>
        <source>Choose a model to see its facts, where it fits and what it costs there.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a data set to see its facts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates that use it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where it fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fine-tune…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the launch wizard on a fine-tuning or LoRA template with this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Serve…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the launch wizard on an inference template with this model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Use in a new instance…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens the launch wizard with this data set mounted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None of the platform&apos;s templates.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Formats:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantization:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None (16-bit weights)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>License:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tasks:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tags:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloads (30 d):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory needed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>inference %1 · LoRA %2 · full fine-tuning %3, plus %4 per chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not offered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modality:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 billion</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shards:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Without a template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform offers no such template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the platform where it fits…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quote: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n placement(s) hold it; the cheapest for the job first.</source>
        <translation>
            <numerusform>%n placement holds it; the cheapest for the job first.</numerusform>
            <numerusform>%n placements hold it; the cheapest for the job first.</numerusform>
        </translation>
    </message>
    <message>
        <source>Mount to instance…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mounts this data set on one of your instances, also a running one</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::CatalogFacets</name>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Task</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>License</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fits on</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;its for:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inference</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>LoRA fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Full fine-tuning</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What &quot;Fits on&quot; counts: the accelerators that hold the model for this work without offloading, at one of their allowed counts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filters</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::CatalogPage</name>
    <message>
        <source>Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The model square and the public data pool: search them, see what fits your chips, and start work from them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Data sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Find in Catalog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search the list shown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Models</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show &amp;Data Sets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ca&amp;talog</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” is mounted on “%2” at /data/%3.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::CatalogTableModel</name>
    <message>
        <source>%1 TiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 M</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 B</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Family</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Parameters</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>License</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Quantization</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Downloads (30 d)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Modality</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Languages</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::CommandPalette</name>
    <message>
        <source>Commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type to search commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not available now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No commands</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No command matches &quot;%1&quot;</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::ShortcutsDialog</name>
    <message>
        <source>Keyboard shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter by action or key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Filter the shortcuts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Action</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keys</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::CsvExport</name>
    <message>
        <source>unknown error</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::DashboardPage</name>
    <message>
        <source>Export Chart Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png);;PDF documents (*.pdf)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend by backend, chip, project and user, the month&apos;s forecast and budgets at risk.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the chart has no data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch today&apos;s spend and the chart again (F5)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fetch today&apos;s spend and the spend chart from the platform again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Chart Data as &amp;CSV…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart&apos;s figures as CSV (Ctrl+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Dashboard as &amp;PNG or PDF…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the dashboard as a picture (Ctrl+Shift+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the dashboard as it is shown as a PNG image or a PDF document</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wallboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the dashboard full screen in a window of its own, for a screen on the wall</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>PNG images (*.png)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the figures of the chart shown as a CSV file: money exact to the micro-unit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save C&amp;hart as PNG…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart shown as a picture (Ctrl+Alt+E)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the chart shown, with its legend, as a PNG image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the next chart: spend, throughput, cost per 1M tokens, savings (Ctrl+PgDown)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the next of the dashboard&apos;s charts; the wallboard turns to the next one by itself every 20 seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show the dashboard full screen in large type, turning through its charts (F11; Esc leaves)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polychip dashboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polychip chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>As of %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::DashboardTiles</name>
    <message>
        <source>Could not load today&apos;s spend: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load this month&apos;s idle cost and sleep savings: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The prepaid balance plus the promotional credit left (credit is spent first). Shown in red when it would not last a day at the current burn rate.%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>80 %: %1 – %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance %1 · credit %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

At the current burn rate this lasts about %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> · </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput: not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 tokens/s now · %3 per 1M tokens this month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 tokens/s now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %2 per 1M tokens this month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput: no running instance is producing tokens.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>; </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budgets at risk: not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No budget set</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>of %n budget(s) this month</source>
        <translation>
            <numerusform>of %n budget this month</numerusform>
            <numerusform>of %n budgets this month</numerusform>
        </translation>
    </message>
    <message>
        <source>• %1: %2 of %3 spent (%4 %), forecast %5</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budgets spent to %1 % or more of their amount, or whose spend this month scaled by the account&apos;s forecast passes it. Click to open the budgets.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend since 00:00 UTC of the platform&apos;s day, from its usage report. Click to open Billing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>others %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing spent yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

The latest fetch failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute billed this month while an instance&apos;s utilisation stayed under its auto-sleep threshold: what auto-sleep would have caught. Click to open Instances.%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What sleep saved this month: for every second an instance slept, the compute it would have billed running, at its price. Click to open Billing.%1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No compute billed this month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of what compute would have cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances running now (compute billing), by backend. Click to open Instances.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Burn rate now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What everything billing now costs per hour and per second: the compute of running instances and all storage. Updated every billing tick. Click to open Billing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent today</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Month to date</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend since the start of the UTC calendar month. Click to open Billing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Forecast month end</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s forecast of the whole month&apos;s spend: the month to date, plus the storage billing now until the month end, plus each instance&apos;s compute until the month end or until its schedule ends it, whichever comes first. An instance with auto-sleep counts at the share of its time this month that was billed; a sleeping or stopped one adds its storage only.

The range is the 80 % interval: 1.28 standard deviations of this month&apos;s daily spend times the square root of the days left, so it narrows as the month goes on. Click to open Billing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance and credit</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budgets at risk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle cost this month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved by sleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per backend: the tokens per second its running instances produce now, and what its compute cost per million tokens this month, from the platform&apos;s insights: compute billed ÷ tokens produced × 1,000,000. Backends that produced no tokens are left out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the choice of chips saved this month: what every running second would have cost on one %1 at today&apos;s price, minus what it cost. Below zero where the work ran on something dearer (such as eight chips at once). Seed 003 compares a whole pipeline with &quot;one H100 throughout&quot; in the same way. Click to open Billing.%2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reference chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved by chip choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % less than one %2 for the same hours (%3/h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %) more than one %3 for the same hours (%4/h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Extra cost of chip choice</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s forecast of the whole month&apos;s spend: the month to date, plus the storage billing now until the month end, plus each instance&apos;s compute until the month end or until its schedule or a stopping budget ends it. An instance with auto-sleep counts at the share of its time this month that was billed; a sleeping or stopped one adds its storage only.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>80 % interval: %1 – %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This month a day&apos;s spend has varied by %1 (one standard deviation) and %2 days are left: the range is 1.28 × %1 × √%2 on each side, so it narrows as the month goes on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fewer than two days of spend this month to measure how it varies: the range assumes a quarter of a day&apos;s compute, over the %1 days left.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It never goes below the month to date plus the storage until the month end: what the month costs if every instance stops now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Its top, %1, is the most the instances running now can bill: all the time until the month end, their schedules or their budgets&apos; stops. More can only come from instances not launched yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nor can it go above %1, the most the instances running now can bill: all the time until the month end, their schedules or their budgets&apos; stops.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Click to open Billing.</source>
    </message>
    <message>
        <source>Since %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>since %1 %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend since the start of the platform&apos;s day %1: the month to date less the month before today, so it follows every billing tick. By backend as the platform&apos;s usage report said at %2 (fetched again every minute while the dashboard is shown). Click to open Billing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>

Since %1, as the platform&apos;s insights said at %2 (whole UTC hours; fetched again every minute while the dashboard is shown).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The funds left, %1, run out before the month ends at this rate. The platform then stops all compute, so no more compute than %1 is counted; add funds to keep the instances running.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::DataStep</name>
    <message>
        <source>Data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the instance starts with: a model checkpoint, datasets from the public pool, volumes, a snapshot to resume from, and the image.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Model:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Datasets (public pool, mounted read-only):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Volumes (kept across switches):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from &amp;snapshot:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Image:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New volume:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a network volume before the launch and attach it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Type to search the model square</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resume from the checkpoint saved in a snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The runtime image for the chosen backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 GiB, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No free volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(none: start fresh)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — step %2, %3, %4 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Default for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Some lists could not be loaded: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::DetailsConnectTab</name>
    <message>
        <source>The SSH command was copied to the clipboard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>JupyterLab</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>VS Code</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>TensorBoard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This instance has no %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is available while the instance is running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH access</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the SSH command to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Opens %1 in your web browser</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not opened: %1 is not an https:// address.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not open %1.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::DetailsHistoryTab</name>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Step</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend history</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::DetailsMetricsTab</name>
    <message>
        <source>&amp;Range:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How far back the charts reach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>15 minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>6 hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>24 hours</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::DetailsSettingsTab</name>
    <message>
        <source>Labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key=value pairs for grouping costs (the &quot;project&quot; label, say)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Value</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Adds a label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removes the selected labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Reload</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Discards your edits and shows the settings as they are now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This instance cannot be changed now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saves your changes on the platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing changed yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The label with the value “%1” needs a key.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The label “%1” is given twice.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The settings of “%1” were saved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading this instance&apos;s settings…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::DetailsStorageTab</name>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), checkpoint at step %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volumes (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2, %3), checkpoint at step %4</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::EfficiencyTableModel</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Double-click an instance to show it on the Instances page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute billed in the period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute billed while the instance&apos;s utilisation stayed under its auto-sleep threshold: what auto-sleep would have caught</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The idle cost as a share of the compute billed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved by sleep: for every second the instance slept, the compute it would have billed running, at its price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens the instance produced in the period</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per 1M tokens: compute billed ÷ tokens produced × 1,000,000 (— when it produced none)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved by sleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::InstanceActions</name>
    <message>
        <source>&amp;Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the selected stopped instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the selected instances (billing stops)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;leep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the selected running instances to sleep (chips are kept)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>put to sleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Wake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Wake the selected sleeping instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>wake</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sna&amp;pshot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a snapshot of the selected instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Delete…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected instances (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switch &amp;backend…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the selected instance to another backend, keeping its checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one instance first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one or more instances first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible in the state “%1”: only running or stopped instances can switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not possible in the state “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not %1 “%2”: %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 and %n more</source>
        <translation>
            <numerusform>%1 and %n more</numerusform>
            <numerusform>%1 and %n more</numerusform>
        </translation>
    </message>
    <message>
        <source>Delete instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Delete %n instance(s): %1?</source>
        <translation>
            <numerusform>Delete %n instance: %1?</numerusform>
            <numerusform>Delete %n instances: %1?</numerusform>
        </translation>
    </message>
    <message>
        <source>Lost: what runs on them, their local disks and any progress since the last checkpoint. Billing for them stops.
Kept: their %1 snapshot(s) and %2 volume(s), which you can start new instances from.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name of the snapshot of “%1”:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A snapshot needs a name of 1 to 128 characters.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::InstanceDetails</name>
    <message>
        <source>Metrics</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per second, utilisation and loss over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The training log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connect</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>SSH, JupyterLab, VS Code and TensorBoard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Snapshots and volumes of this instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the instance has run: one row per backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Labels, auto-sleep and scheduled stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select an instance to see its details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected. Connect to a platform to see instance details.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This instance does not exist (any more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was deleted.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (instance %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reason: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Region %1, image %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per hour while running; billed per second</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost to date, for %1 of billed running time</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::InstanceLogView</name>
    <message>
        <source>Log not available</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n match(es)</source>
        <translation>
            <numerusform>%n match</numerusform>
            <numerusform>%n matches</numerusform>
        </translation>
    </message>
    <message>
        <source>No matches</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The selected log text was copied.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Copied %n log line(s).</source>
        <translation>
            <numerusform>Copied %n log line.</numerusform>
            <numerusform>Copied %n log lines.</numerusform>
        </translation>
    </message>
    <message>
        <source>Follow</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Read new lines every %1 seconds and keep the newest in view</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Find in log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Highlights every match; Enter goes to the next one, Shift+Enter to the previous one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Previous match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Next match</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copies the selected text, or the whole log when nothing is selected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No log lines yet.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::InstanceTableModel</name>
    <message>
        <source>%1 · %2 %3%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1%</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2) × %3, %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lifecycle state, and the operation in progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance name (hover a name for its id)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator model × count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The template it was launched from</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per second now, and over the last five minutes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator utilisation now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per hour at the current placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost billed so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time since it last started running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Uptime</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance&apos;s &quot;project&quot; label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s id of the instance (Ctrl+C copies it)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>ID</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::InstancesPage</name>
    <message>
        <source>Filter by name, id, accelerator, label… (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every word must match the name, id, accelerator, region, template or a label (key=value)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sleeping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only instances in these states</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only instances on this backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show only instances labelled with this project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Columns</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the columns to show</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline: showing the last known data</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the instances again and re-sort the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Filter instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move to the filter box</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Clear the filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Show every instance again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>All projects</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s)</source>
        <translation>
            <numerusform>%n instance</numerusform>
            <numerusform>%n instances</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n instance(s)</source>
        <translation>
            <numerusform>%1 of %n instance</numerusform>
            <numerusform>%1 of %n instances</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading instances…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing the instances of your organisation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load the instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform does not answer: %1. Polychip keeps retrying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No instances yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch one from a template: pick a model and a backend, see the price, and go.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open Templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No instance matches the filter</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n instance(s) are hidden by the filter.</source>
        <translation>
            <numerusform>%n instance is hidden by the filter.</numerusform>
            <numerusform>%n instances are hidden by the filter.</numerusform>
        </translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the offline simulator, or reaching the platform of the chosen profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New instance from its latest snapshot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the launch wizard resuming from the selected instance&apos;s newest snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select one instance first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance has no ready snapshot yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every instance with its live figures, actions, charts and log.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy ID</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the ids of the selected instances, one a line</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::LaunchWizard</name>
    <message>
        <source>Launch an instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Next &gt;</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&lt; &amp;Back</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute (CU/h)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-sleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduled stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Queue timeout</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::LedgerTableModel</name>
    <message>
        <source>Compute</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Resource</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Billed time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Rate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::LessonPanel</name>
    <message>
        <source>Could not read the lessons: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (under way)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (finished)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the lessons…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons are offered by the bundled simulator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Done: the simulator saw it reached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Missed: it had to come first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Still to do</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Hint: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Simulated time %1 · what this would have cost %2 · saved by sleep %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson complete: %1 of simulated time. On a real platform it would have cost %2; sleeping saved %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart lesso&amp;n…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start lesso&amp;n…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lessons the simulator offers</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Objectives</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the lesson “%1” again from the beginning?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the lesson “%1”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The lesson is set up in your organisation: its instances, snapshots, volumes, budgets and bill give way to the lesson&apos;s. Other organisations, the clock and the faults stay as they are. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Restart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave the lesson “%1”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the lesson set up and what you made during it is deleted, so that nothing of it bills on. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not start the lesson “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not leave the lesson “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Started the lesson “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Left the lesson “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lessons are started by those who may launch instances: switch to the trainee, developer or administrator identity (Connection → Simulator identity)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sets the lesson up in your organisation, replacing what it has now (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Leave l&amp;esson…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ends the lesson and deletes what it set up and what was made in it (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::MessageBar</name>
    <message>
        <source>Dismiss</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::MetricChart</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 W</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Utilisation</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loss</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Power</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: no data yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, mean per %2 with the minimum and maximum as a band; times in UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1, one point per second; times in UTC</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::ModelChoices</name>
    <message>
        <source>%1 (%2 B parameters, %3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>(no model)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch without a model from the square</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::MountDialog</name>
    <message>
        <source>&amp;Mount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount “%1” (%2 GiB) read-only at /data/%3 on an instance. A running job keeps running; the data set is there at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instances</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Mount the data set on the instance chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 · %2 × %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2), has it already</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No instance can take it. Launch one with “Use in a new instance…”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not mounted: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::NewVolumeDialog</name>
    <message>
        <source>C&amp;reate</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A network volume (NVMe-oF) keeps its data across stops and backend switches, and moves from one instance to another. It is billed by size, attached or not.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volume name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. checkpoints</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size in GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From %1 to %2 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Size:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the volume a name.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name is too long: %1 bytes in UTF-8, at most %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The size must be from %1 to %2 GiB.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not created: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 a month (%2 GiB at %3 per GiB-hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create the volume (it is billed from now on)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::OfflineBanner</name>
    <message>
        <source>Connection status</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try to reach the platform now instead of waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The data shown may be out of date.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retrying…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Retrying in %n s</source>
        <translation>
            <numerusform>Retrying in %n s</numerusform>
            <numerusform>Retrying in %n s</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>polychip::ui::PlacementStep</name>
    <message>
        <source>Updating the quote…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where it runs and what it costs. The quote follows every change; any row of the alternatives can be chosen.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Choose the accelerators:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Auto: the cheapest that fits</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform&apos;s cheapest feasible placement across all backends</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By c&amp;ompute:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask for compute units per hour; the cheapest mix that gives at least that many is chosen</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> CU/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Bac&amp;kend:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acce&amp;lerator:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Co&amp;unt:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only the counts this accelerator (and template) allows</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Token budget:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Al&amp;ternatives on every backend, cheapest first:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 GiB, %3 per chip-hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quote: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quote: %1 (field “%2”)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 CU/h on %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>about %1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (does not fit)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (not a token workload)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>None free now: %1 of %2 free in %3. The launch will wait up to %4 for capacity, then fail.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 free in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens: %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>— (no token budget)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This placement cannot run the workload: it needs %1 of accelerator memory and %2 × %3 has %4. Choose more or larger accelerators, or a row of the alternatives.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The organisation&apos;s policies rule out %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The organisation&apos;s policies do not allow this placement, and the platform would refuse the launch: %1. Choose Auto or a row of the alternatives that is not greyed out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::ProfileDialog</name>
    <message>
        <source>Connection Profile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How this profile is listed in the console</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Base URL:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>https://api.example.com</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the platform&apos;s API is. https:// is required, except for a simulator on this computer (http://127.0.0.1:port).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Key id:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>key_…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The id of your API key, as the platform shows it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The secret of the API key. It signs every request and is never sent; it is kept in your system&apos;s keychain.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Store the secret in &amp;plain text</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep the secret in the console&apos;s settings file instead of the keychain, for systems without one</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Warning: the secret will be saved unencrypted in the console&apos;s settings file, where any program or person that can read your files can use your key. Use this only when no keychain is available.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;CA bundle:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the system&apos;s certificate authorities</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A PEM file of certificate authorities to trust, for a platform with a private certificate. Empty: trust the system&apos;s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose the CA bundle file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>P&amp;inned public key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>sha256//…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accept only a server whose public key has this SHA-256 (base64), as sha256//…. Empty: no pinning.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pro&amp;xy:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the environment&apos;s proxy settings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A proxy URL such as http://proxy.example.com:3128 or socks5://127.0.0.1:1080. Empty: the http(s)_proxy environment variables.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Test connection</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the platform for its health and who this key belongs to, with the settings above</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose a CA Bundle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Certificates (*.pem *.crt *.cer);;All files (*)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Testing…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The test was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached a degraded Polychip simulator, version %1 (server time %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached a degraded Polychip platform, version %1 (server time %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached a Polychip simulator, version %1 (server time %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reached the Polychip platform, version %1 (server time %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Signed in as %1 (%2) in %3 (%4), role: %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The server&apos;s answer is not what a Polychip platform sends (%1 at %2): is the base URL right?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storing the secret…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::ProgressStep</name>
    <message>
        <source>Cancel the &amp;launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deletes the instance being launched; it bills only what it used so far. Run in background leaves it launching.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancelling the launch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The launch could not be cancelled: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was not launched: the launch was cancelled.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance is deleted; it cost %1 while it came up.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance is deleted; it cost nothing.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform provisions the accelerators, restores any snapshot and boots the image. You can leave it running in the background.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>There is no quote for this spec; go back to the placement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launching “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run in &amp;background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Creating the volume “%1”…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The volume could not be created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sending the launch request…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform did not launch the instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Fix the field “%1” and launch again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Go to “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Choose another placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The new volume was created and is kept; the next launch attaches it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” was not launched.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Close</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The launch failed while “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance is kept in the failed state with its reason; delete it or launch again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for capacity: no %1 is free yet (up to %2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The launch failed: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::QuoteTableModel</name>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit: needs %1, has %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits with CPU offload (%1 of %2, slower)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits (%1 of %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 / %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>does not fit: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CPU offload: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>fits: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>queues (%1 free)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 free</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerators</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CU/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>To the token budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Why</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::ReviewStep</name>
    <message>
        <source>Review</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything about the launch, what it costs and what it does to your balance and budgets. Nothing is launched before you click Launch.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spent of amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After this launch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alert</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No quote: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Getting the final quote…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 × %2 (%3, %4)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto, the cheapest that fits: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>At least %1 CU/h: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>new: %1 (%2 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>default for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (step %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never (by hand)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Project</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>none (blank)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Placement</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Image</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Model</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Datasets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from snapshot</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Auto-sleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>below %1 % for %2 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>off</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capacity is free now and the launch is set not to wait: the platform will refuse it. Allow a wait on the schedule step, or choose another placement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No capacity is free now: the instance waits up to %1, then fails.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The workload runs with CPU offload, at a fraction of native speed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Funds are short: the balance and credit (%1) do not cover 10 minutes at %2 per hour, so the platform would refuse the launch. Top up the account or choose a cheaper placement.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance and credit: %1, which lasts about %2 at this price, less than the estimate. Instances stop when the funds run out.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance and credit: %1; %2 after the estimate. The burn rate goes from %3 to %4 per hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The balance is not known yet.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>already at %1 %: adds to the overspend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget “%1” is already past its amount (%2 %); this launch adds to it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no threshold crossed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>reaches 100 %: instances in its scope are stopped</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crosses %1 and exceeds the amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>crosses %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>exceeds the amount</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget “%1” would reach 100 %, and its action stops the instances in its scope.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No budget covers this instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1 of running, with a checkpoint first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>after %1 of running, without a checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per hour, about %2 tokens/s.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated %1 to train the %2 tokens of the token budget, in about %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated %1 until the scheduled stop, %2 from the start.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated %1 for one day of running (nothing stops it on its own).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget “%1”: this launch crosses its alert thresholds (%2) and goes past its amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget “%1”: this launch goes past its amount.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budget “%1”: this launch crosses its alert thresholds (%2).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Budgets</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1, with a checkpoint first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>at %1, without a checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::ScheduleEditor</name>
    <message>
        <source>Auto-sleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An idle instance sleeps: compute billing stops and its memory is kept; it wakes in seconds</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Sleep when idle</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Utilisation below:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Idle means utilisation under this percentage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>F&amp;or:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Minutes the instance must stay idle before it sleeps</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scheduled stop</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>S&amp;top at (UTC):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the instance once at this time (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop aft&amp;er:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stops the instance after this much running time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save a check&amp;point before stopping</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Takes a snapshot of the disk and checkpoint before a scheduled stop, so the job can resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A scheduled stop may be at most 7 × 24 hours ahead.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The organisation&apos;s policy: a stop within %1; an instance launched without one is given one.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The organisation&apos;s policy: every instance sleeps below %1 % after at most %2 min idle; you may only tighten it.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::ScheduleStep</name>
    <message>
        <source>Schedule and idle policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pay only while it works: sleep when idle, stop when done.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>When no capacity is free, &amp;wait up to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>do not wait</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The launch fails with “capacity exhausted” when the wait runs out.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::SimClockPanel</name>
    <message>
        <source>Clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulated time, in UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Speed:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the clock at %1×: each wall-clock second is %2 of simulated time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>×</source>
        <comment>speed, as in 60×</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Any speed from %1× to %2×</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Set spee&amp;d</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run the clock at the speed entered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Advance:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+10 min</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>+1 day</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the clock forward by %1 at once: instances run, sleep and bill as if the time had passed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Advance the clock by 1 hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move the simulated clock forward by an hour at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the simulator&apos;s clock: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not run the clock at %1×: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not pause the clock: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not resume the clock: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not advance the clock by %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to a simulator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The clock could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the clock…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Paused: the simulated time stands still (speed %1×).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Running at %1×: a wall-clock minute is %2 of simulated time.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Let the simulated time run again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop the simulated time: nothing runs or bills meanwhile</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Resume the clock</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Pause the clock</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::SimFaultsPanel</name>
    <message>
        <source>Faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added la&amp;tency:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every API request waits this much longer (the simulator&apos;s own requests and the health check excepted)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Error rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This share of those requests is answered 503 “unavailable” without acting; the console tries them again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Pree&amp;mption rate:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source> % per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The chance per running instance and simulated hour that the platform preempts it: it fails with “preempted”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Apply faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Put the faults above in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>C&amp;lear all</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop every fault: the simulator behaves as the platform does</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Clear the simulator&apos;s faults</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>latency %1 ms</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>errors %1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>preemption %1 %/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 capped at %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>capacity of %n accelerator(s) capped</source>
        <translation>
            <numerusform>capacity of %n accelerator capped</numerusform>
            <numerusform>capacity of %n accelerators capped</numerusform>
        </translation>
    </message>
    <message>
        <source>, </source>
        <comment>between the faults of a list</comment>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Faults: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every API request waits %1 ms longer.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 % of API requests fail with 503 “unavailable”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A running instance is preempted with a chance of %1 % per simulated hour.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1: %n chip(s) per region.</source>
        <translation>
            <numerusform>%1: %n chip per region.</numerusform>
            <numerusform>%1: %n chips per region.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not read the simulator&apos;s faults: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not clear the faults: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not apply the faults: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>In force now: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fault is in force any more.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fault is in force</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to a simulator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not applied yet: “Apply faults” puts these in force.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The faults in force could not be read.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the faults in force…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>These faults are in force now.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No fault is in force: the simulator behaves as the platform does.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Capacit&amp;y shortage: the chips of an accelerator in every region, or in one region, which then has its own (0: none at all; —: the catalogue&apos;s pool).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>An override replaces the accelerator&apos;s pool; launches beyond it wait in the queue or fail</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no %1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 capped at %2 in %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%1 in %2: %n chip(s).</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Every region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips of %1 in every region without an entry of its own (—: the catalogue&apos;s pools)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chips of %1 in %2 (—: the accelerator&apos;s entry for every region, or the catalogue&apos;s pool)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::SimPanel</name>
    <message>
        <source>Not connected to a simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Offline: the simulator does not answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting for the simulator&apos;s answer</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::SimScenariosPanel</name>
    <message>
        <source>Scenarios</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Try a&amp;gain</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>L&amp;oad…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Replace the simulator&apos;s state with the selected scenario (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset to a clean acco&amp;unt…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete every instance, snapshot, volume and budget and start the bill afresh (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Load the selected scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;set the simulator…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not list the scenarios: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected: the scenarios come from the simulator.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the scenarios…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator offers no scenarios. A reset to a clean account still works.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a scenario first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load the scenario “%1”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It replaces the current state of the simulator: your organisation&apos;s instances, snapshots, volumes, budgets and bill give way to the scenario&apos;s, and the scenario may set the clock and the faults. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset the simulator to a clean account?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every instance, snapshot, volume and budget of your organisation is deleted and the bill starts afresh. The clock and the faults stay as they are. This cannot be undone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the scenario “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loaded the scenario “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not reset the simulator: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator was reset to a clean account.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Load a scenario file in place of the current state (checks it, then asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save this account&apos;s state as a scenario file, to load again later or on another computer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Import a scenario file…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>E&amp;xport the state as a scenario…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export the simulator&apos;s state</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Scenario files (*.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not export the state: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not write %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported the state (%n instance(s)) to %1.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Import a scenario</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a scenario file: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (at %2)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Import the scenario “%1” from %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>It replaces the current state of the simulator with %n instance(s), %1 volume(s) and %2 budget(s), and may set the clock and the faults. This cannot be undone.</source>
        <translation type="unfinished">
            <numerusform></numerusform>
            <numerusform></numerusform>
        </translation>
    </message>
    <message>
        <source>Import</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not import “%1”: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Imported the scenario “%1” from %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start a lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the lesson “%1”?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::SimulatorPage</name>
    <message>
        <source>Simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The simulator&apos;s clock, scenarios and faults.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Simulator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1

Click to clear every fault.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Lesson panel</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Shows the lesson under way: objectives, hints and what it cost (Ctrl+Shift+L)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Classroom board</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A teacher&apos;s seats and their progress through the lessons (Ctrl+Shift+C)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::SpanDialog</name>
    <message>
        <source>Custom Range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The first minute shown (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The end of the range (UTC), not included</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;From (UTC):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To (UTC):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The range must end after it starts.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>The range can be at most %n day(s) long.</source>
        <translation>
            <numerusform>The range can be at most %n day long.</numerusform>
            <numerusform>The range can be at most %n days long.</numerusform>
        </translation>
    </message>
</context>
<context>
    <name>polychip::ui::SpendChart</name>
    <message numerus="yes">
        <source>Others (%n groups)</source>
        <translation>
            <numerusform>Others (%n groups)</numerusform>
            <numerusform>Others (%n groups)</numerusform>
        </translation>
    </message>
    <message>
        <source>%1
%2: %3
All groups: %4</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No spend in this range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend per time bucket, stacked by group. Point at a bar for its figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::SpendPanel</name>
    <message>
        <source>Without “%1”</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage and other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last hour (by minute)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 24 hours (by hour)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 7 days (by day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last 30 days (by day)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By chip</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By user</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>By label</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the bars are split by</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The label whose values split the bars (such as project)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Label key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not load the chart: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The figures could not be loaded. Retry, or press F5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Over time</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Spend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Throughput</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Savings</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What the chart shows: the spend by group, or per backend the tokens per second or the cost per million tokens, or what auto-sleep and the choice of chips saved</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ask the platform for the figures again</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Custom…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The time span of the chart and the width of its steps (UTC); throughput, cost and savings are kept by the hour. The last entry asks for a span of your own.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chart</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time range</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Grouping</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::StoragePage</name>
    <message>
        <source>Copied the volume id %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Network volumes: their size, cost and the instance each is attached to; create, attach, detach and delete them.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Storage</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Ne&amp;w volume…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a network volume (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New volume…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create a network volume: a name and a size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Attach to instance…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attach the selected volume to an instance in its region</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Detach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detach the selected volume from its instance (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>De&amp;lete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete the selected volume and its data (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy volume id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copy the selected volume&apos;s id to the clipboard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Refresh</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>List the volumes again and re-sort the table</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected to a platform</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your role (%1) can see volumes but not change them; ask a developer or an administrator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A trainee changes only the volumes they created; this one is another user&apos;s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a volume first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached to %1: detach it first (a volume is attached to one instance at a time)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached to %1: detach it first, then delete it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not attached to any instance</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n volume(s)</source>
        <translation>
            <numerusform>%n volume</numerusform>
            <numerusform>%n volumes</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 GiB, about %2 a month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Connecting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Starting the offline simulator, or reaching the platform of the chosen profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading volumes…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Listing the volumes of your organisation.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cannot load the volumes</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform does not answer: %1. Polychip keeps retrying.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Retry now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No volumes yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Create one with New volume… (Ctrl+N). A volume is a network disk that keeps its data across stops and backend switches and moves between instances, from a GPU to an NPU.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>New volume…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created %1 (%2 GiB)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached %1 to %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detach volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detach %1 from %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is %2: a job reading or writing files on the volume loses them at once and may fail. Stop the instance first to be safe. The data stays on the volume; attach it again to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing runs on %1 now. The data stays on the volume, which is still billed; attach it again to use it.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detach</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete volume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete %1 (%2 GiB)?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lost for good: every file on it. Billing for it stops (about %1 a month).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delete</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not detached: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Detached %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 was not deleted: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deleted %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::SwitchDialog</name>
    <message>
        <source>Switch backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;To:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint, snapshot, provision the target, restore and resume</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Run in &amp;background</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Close this window; the switch goes on and the instance list shows its progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>After the switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Price per hour</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Memory</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Move “%1” from %2 × %3 (%4), keeping its checkpoint, to:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>—</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>the checkpoint at step %1 (a snapshot is taken first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no volumes attached</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>volumes: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>no labels</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>labels: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>auto-sleep and the scheduled stop, as set</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Inherited:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint format: the last snapshot (%1) is specific to %2; the switch writes a new backend-neutral checkpoint first, which %3 loads.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checkpoint format: backend-neutral, %1 loads it as it is.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Estimated migration: about %1 (a %2 GiB checkpoint). The instance is not billed for compute while it is moved.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The instance is gone.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>“%1” cannot switch while it is %2: only running or stopped instances can.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>That is where it runs now: choose another backend, accelerator or count.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>It would not fit: %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Asking the platform to switch…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The platform refused the switch: %1. Nothing changed.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switching…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 (%2 %)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Switched: “%1” now runs on %2 × %3 (%4) and continues from step %5.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The switch failed while “%1”: %2 “%3” is back on %4 where it was, with its checkpoint and volumes; nothing was lost.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Accelerator</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip count</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Now and after the switch</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Kept the count it runs with now: %n chip(s) of %1.</source>
        <translation>
            <numerusform>Kept the count it runs with now: %n chip of %1.</numerusform>
            <numerusform>Kept the count it runs with now: %n chips of %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>%1 is not offered as %2 chips (the count it runs with now): %3 chosen, the nearest offered.</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n chip(s) of %1, where it runs %2 now.</source>
        <translation>
            <numerusform>%n chip of %1, where it runs %2 now.</numerusform>
            <numerusform>%n chips of %1, where it runs %2 now.</numerusform>
        </translation>
    </message>
    <message>
        <source>Not enough free capacity now: %1 of %2 %3 free in %4. The switch would stop at “%5” and “%6” would stay where it runs; try later or choose another target.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The organisation&apos;s policies do not allow this target, and the platform would refuse the switch: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::TemplateStep</name>
    <message>
        <source>An instance with no workload preset: choose the accelerators, the image and the data yourself.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Template</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start from a workload template, or from nothing. Every step can be changed later on.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>N&amp;ame:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Project:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Template:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>1 to 128 characters; shown in the instance list</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>optional, e.g. vision</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The project label: spend and budgets are grouped by it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search templates by name, model or backend</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Blank instance (no template)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — %2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give the instance a name (1 to 128 characters).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::TemplatesPage</name>
    <message>
        <source>%1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>from %1/h</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>quoting…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Search templates: name, model, kind or backend (Ctrl+F)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Blank instance…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch without a template (Ctrl+N)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From a &amp;snapshot…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launch a new instance that resumes from a snapshot&apos;s checkpoint</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;New instance…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Open the launch wizard</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Search templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n template(s)</source>
        <translation>
            <numerusform>%n template</numerusform>
            <numerusform>%n templates</numerusform>
        </translation>
    </message>
    <message numerus="yes">
        <source>%1 of %n template(s)</source>
        <translation>
            <numerusform>%1 of %n template</numerusform>
            <numerusform>%1 of %n templates</numerusform>
        </translation>
    </message>
    <message>
        <source>Not connected: the templates come from the platform.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Loading the templates…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No template matches “%1”.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 — step %2, %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No snapshots yet: take one from the Instances page</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Templates</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A gallery of templates with prices per backend, and the launch wizard.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Templates</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::TrendChart</name>
    <message>
        <source>Auto-sleep</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Both</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 per 1M tokens</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Time (UTC)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens/s</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved (%1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>UTC</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Nothing ran or slept in this range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No tokens were produced in this range.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tokens per second per backend, averaged over each step. Point at a line for its figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute billed per million tokens per backend, in each step. Point at a line for its figures.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>What was saved since the range began: compute not billed while asleep, and what the running seconds would have cost on the reference minus what they cost (below zero where the chips chosen cost more).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Chip choice (against one %1)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1
%2: %3</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::UsageTableModel</name>
    <message>
        <source>%1 %</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Compute units consumed in the period: each chip&apos;s CU per hour times its hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share of the period&apos;s total cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Group</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CU-hours</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Share</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::VolumeTableModel</name>
    <message>
        <source>Estimated at the platform&apos;s list price of %1 per GiB-hour (%2 per GiB for a %3-hour month): the API does not say what a volume costs. Volumes are billed whether or not they are attached.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 GiB</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 in %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not attached: any instance in %1 can take it</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Name</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Id</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Size</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attached to</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Cost per month</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>WebhookText</name>
    <message>
        <source>Budget threshold</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance failed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance preempted</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Instance stopped by schedule or budget</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Refused by a policy</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Lesson completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Test</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Other</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Generic JSON</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>WeCom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>DingTalk</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Feishu / Lark</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Slack</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Waiting</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Delivered</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Gave up</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Unknown</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>, </source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not tried yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No answer: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>HTTP %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::WebhookDialog</name>
    <message>
        <source>Give the receiver&apos;s address: http:// or https://, a host, and its path.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Tick at least one event to send.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A secret of your own has 16 to 256 characters; leave it empty to have one made.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Address:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where the platform POSTs each alert: your receiver, or a team chat&apos;s incoming-webhook address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Format:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The body the receiver understands: ours (JSON with every field), or a chat&apos;s text message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The language the messages are written in</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Secret (optional):</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Made by the platform when empty</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each delivery is signed with it (X-PC-Signature): HMAC-SHA256 over the timestamp and the body</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingWebhooksTab</name>
    <message>
        <source>Checking your role…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only administrators manage the organisation&apos;s webhooks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the webhooks: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not read the deliveries: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 by %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not add the webhook: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added the webhook to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhook Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Keep this secret where your receiver can check signatures with it. It is not shown again.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not send a test: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A test delivery is on its way; its attempts show below.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove a webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove the webhook to %1?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Alerts are no longer sent there; what it had not delivered yet is not sent, and its delivery log goes. The receiver itself is not affected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Remove</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not remove the webhook: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Removed the webhook to %1.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send the organisation&apos;s alerts to a receiver or a team chat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send a test message to the selected webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Select a webhook first</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Stop sending alerts to the selected webhook (asks first)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No webhooks yet. Add one to have budget thresholds, failed and preempted instances and more posted to your team&apos;s chat (WeCom, DingTalk, Feishu/Lark, Slack) or your own receiver.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each alert of the events a webhook hears is posted to it, signed with its secret, and retried for a day until taken.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Where alerts are sent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A&amp;dd Webhook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Send Te&amp;st</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Re&amp;move Webhook…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Address</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Format</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Events</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Language</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Webhooks</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Deliveries of the selected webhook</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Raised</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Event</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>State</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Attempts</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last answer</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Message</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Newest first; failures in red. A delivery is retried, less and less often, for a day.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Notifications on this computer&apos;s desktop are set in Preferences (Ctrl+,), under Notifications.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::BillingPoliciesTab</name>
    <message>
        <source>added key %1 for %2 (%3)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>revoked key %1 of %2</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::KeySecretDialog</name>
    <message>
        <source>New Key for %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give %1 this key. The secret is not shown again: copy it, or save a profile file for them to open with Settings → Add from File….</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A profile file holds the secret: hand it over in person or over a channel you trust, and delete it once it is opened.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Copy Secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Save as Profile File…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>A file with the platform&apos;s address, this key and its secret</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Copied</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Profile File</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Polychip profiles (*.polychip-profile.json)</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Saved %1, readable by you alone. It holds the secret.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not save the profile file: %1</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::KeyTableModel</name>
    <message>
        <source>Member %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>never</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>expired %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Role</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Created</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Expires</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last used</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Secret</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::MemberDialog</name>
    <message>
        <source>Enter whom the key is for: a name people will recognise in the list.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The name cannot hold control characters.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>The expiry must be later than the platform&apos;s time now (%1).</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Member</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Name:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>e.g. Li Wei</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Whom the key is for: the name shown in the member list and the audit log</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Role:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything, including members, keys, policies and webhooks.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Launches and changes instances, snapshots and volumes.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Sees all spend, sets budgets; changes no instance.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Acts only on what they launched, within a small quota.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>&amp;Expires:</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>From then on the platform refuses the key (its own time)</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::MembersPanel</name>
    <message>
        <source>Could not read the keys: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not add the member: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Added %1 as %2 with key %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Every request signed with it is refused from now on: the consoles, scripts and profile files that use it stop working, and the event streams it has open end. What %1 launched and stored stays.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>This is the key this console signs with: it loses the connection.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke a key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke key %1 of %2?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoke</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not revoke the key: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revoked key %1 of %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Checking your role…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everyone with access to the organisation, by their API keys. Add a member to give a colleague a key; revoke a key to take it back at once.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Your own API keys. Administrators add members and manage everyone&apos;s keys; you can revoke a key of yours that you no longer use.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Give a colleague access: a key with a role, shown once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Only administrators add members.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Take the selected key back: it stops working at once</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Members and keys</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add &amp;Member…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Revo&amp;ke…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>ProfileFile</name>
    <message>
        <source>Cannot write %1: %2.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is not a Polychip profile file: %2 %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 is a profile file of another kind (%2): this console reads %3.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 names no platform: its base URL must start with https:// or http://.</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::ClassroomPanel</name>
    <message>
        <source>Could not read the class: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not add seats: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Added %n seat(s) to the class.</source>
        <translation>
            <numerusform>Added %n seat to the class.</numerusform>
            <numerusform>Added %n seats to the class.</numerusform>
        </translation>
    </message>
    <message>
        <source>New Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s) added. Their keys&apos; secrets are shown only now: save a profile file for each seat to hand out. Each file holds its seat&apos;s secret.</source>
        <translation>
            <numerusform>%n seat added. Their keys&apos; secrets are shown only now: save a profile file for each seat to hand out. Each file holds its seat&apos;s secret.</numerusform>
            <numerusform>%n seats added. Their keys&apos; secrets are shown only now: save a profile file for each seat to hand out. Each file holds its seat&apos;s secret.</numerusform>
        </translation>
    </message>
    <message>
        <source>&amp;Save Profile Files…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save Profile Files</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Saved %n profile file(s) in %1, readable by you alone.</source>
        <translation>
            <numerusform>Saved %n profile file in %1, readable by you alone.</numerusform>
            <numerusform>Saved %n profile files in %1, readable by you alone.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not save the profile files: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not connected.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset a seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start %1 over?</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Everything the seat launched and stored goes, its funds are restored and its lessons&apos; progress is forgotten. Its key stays: the trainee goes on with the same profile.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Could not reset the seat: %1</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1 starts over.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export Class Progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>CSV files (*.csv)</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>Exported %n seat(s) to %1.</source>
        <translation>
            <numerusform>Exported %n seat to %1.</numerusform>
            <numerusform>Exported %n seats to %1.</numerusform>
        </translation>
    </message>
    <message>
        <source>Could not export to %1: %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reading the class…</source>
        <translation type="unfinished"></translation>
    </message>
    <message numerus="yes">
        <source>%n seat(s): %1 started a lesson, %2 completed one. Read again every few seconds.</source>
        <translation>
            <numerusform>%n seat: %1 started a lesson, %2 completed one. Read again every few seconds.</numerusform>
            <numerusform>%n seats: %1 started a lesson, %2 completed one. Read again every few seconds.</numerusform>
        </translation>
    </message>
    <message>
        <source>Make this many more seats, each with a trainee key</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Start the selected seat over; its key stays</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Save the board as a CSV file</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Classroom</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Class progress</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>How many seats to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seats to add</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Each seat&apos;s progress through each lesson: objectives done, time taken and spend; ✓ when completed</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>No class yet: add seats, or start polychip-sim with --classroom 30.</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Add Seats</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Reset Seat…</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Export CSV…</source>
        <translation type="unfinished"></translation>
    </message>
</context>
<context>
    <name>polychip::ui::ClassroomTableModel</name>
    <message>
        <source>not yet</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>✓ %1 · %2</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>%1/%2 · %3</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Not started</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Completed %1: every objective in %2, %3 spent</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Under way since %1: %2 of %3 objectives, %4 spent so far</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Seat</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Last activity</source>
        <translation type="unfinished"></translation>
    </message>
    <message>
        <source>Balance</source>
        <translation type="unfinished"></translation>
    </message>
</context>
</TS>
