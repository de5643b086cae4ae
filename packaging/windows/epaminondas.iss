; Inno Setup script: the Windows installer of the one-folder bundle (dist\Epaminondas).
; The release workflow (.github/workflows/release.yml) runs, from the checkout's root:
;   iscc /DAppVersion=0.1.0 packaging\windows\epaminondas.iss
; and gets dist\Epaminondas-<version>-windows-setup.exe. It installs for the current user
; or, when elevated, for all users (Inno Setup asks), adds the Start menu entry, and makes
; Epaminondas the program that opens .epam game records; uninstalling removes all of that
; (the player's games in %LOCALAPPDATA%\Epaminondas stay).

#ifndef AppVersion
  #error Pass the version: iscc /DAppVersion=X.Y.Z packaging\windows\epaminondas.iss
#endif

[Setup]
; One fixed id for every version, so a new version replaces the old one.
AppId={{6F0C7B52-3E0A-4B8C-9D4E-5A1E2C7F9B31}
AppName=Epaminondas
AppVersion={#AppVersion}
AppPublisher=The Epaminondas developers
DefaultDirName={autopf}\Epaminondas
DefaultGroupName=Epaminondas
DisableProgramGroupPage=yes
PrivilegesRequired=lowest
PrivilegesRequiredOverridesAllowed=dialog
ArchitecturesAllowed=x64
ArchitecturesInstallIn64BitMode=x64
SourceDir=..\..
OutputDir=dist
OutputBaseFilename=Epaminondas-{#AppVersion}-windows-setup
SetupIconFile=build\icons\epaminondas.ico
UninstallDisplayIcon={app}\Epaminondas.exe
ChangesAssociations=yes
Compression=lzma2/max
SolidCompression=yes
WizardStyle=modern

[Languages]
Name: "en"; MessagesFile: "compiler:Default.isl"
Name: "de"; MessagesFile: "compiler:Languages\German.isl"
Name: "es"; MessagesFile: "compiler:Languages\Spanish.isl"

[Tasks]
Name: "desktopicon"; Description: "{cm:CreateDesktopIcon}"; GroupDescription: "{cm:AdditionalIcons}"; Flags: unchecked

[Files]
Source: "dist\Epaminondas\*"; DestDir: "{app}"; Flags: ignoreversion recursesubdirs createallsubdirs

[Icons]
Name: "{group}\Epaminondas"; Filename: "{app}\Epaminondas.exe"
Name: "{autodesktop}\Epaminondas"; Filename: "{app}\Epaminondas.exe"; Tasks: desktopicon

[Registry]
; .epam -> Epaminondas.Record, opened by the program with the file as its argument.
Root: HKA; Subkey: "Software\Classes\.epam"; ValueType: string; ValueName: ""; ValueData: "Epaminondas.Record"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.epam"; ValueType: string; ValueName: "Content Type"; ValueData: "application/x-epaminondas-record"; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\.epam\OpenWithProgids"; ValueType: string; ValueName: "Epaminondas.Record"; ValueData: ""; Flags: uninsdeletevalue
Root: HKA; Subkey: "Software\Classes\Epaminondas.Record"; ValueType: string; ValueName: ""; ValueData: "Epaminondas game record"; Flags: uninsdeletekey
Root: HKA; Subkey: "Software\Classes\Epaminondas.Record\DefaultIcon"; ValueType: string; ValueName: ""; ValueData: "{app}\Epaminondas.exe,0"
Root: HKA; Subkey: "Software\Classes\Epaminondas.Record\shell\open\command"; ValueType: string; ValueName: ""; ValueData: """{app}\Epaminondas.exe"" ""%1"""
Root: HKA; Subkey: "Software\Classes\Applications\Epaminondas.exe\SupportedTypes"; ValueType: string; ValueName: ".epam"; ValueData: ""; Flags: uninsdeletekey

[Run]
Filename: "{app}\Epaminondas.exe"; Description: "{cm:LaunchProgram,Epaminondas}"; Flags: nowait postinstall skipifsilent
