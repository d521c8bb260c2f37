<?xml version="1.0" encoding="utf-8"?>
<!DOCTYPE TS>
<TS version="2.1" language="ko_KR" sourcelanguage="en">
<context>
    <name>Counts</name>
    <message>
        <source>PP</source>
        <translation>P페어</translation>
    </message>
    <message>
        <source>BP</source>
        <translation>B페어</translation>
    </message>
    <message>
        <source>N</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>Cards left</source>
        <translation>남은 카드</translation>
    </message>
</context>
<context>
    <name>HandsTable</name>
    <message>
        <source>Hand</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>Winner</source>
        <translation>승자</translation>
    </message>
    <message>
        <source>Player cards</source>
        <translation>플레이어 카드</translation>
    </message>
    <message>
        <source>Banker cards</source>
        <translation>뱅커 카드</translation>
    </message>
    <message>
        <source>Totals</source>
        <translation>합계</translation>
    </message>
    <message>
        <source>Pairs</source>
        <translation>페어</translation>
    </message>
    <message>
        <source>Natural</source>
        <translation>내추럴</translation>
    </message>
    <message>
        <source>Note</source>
        <translation>메모</translation>
    </message>
</context>
<context>
    <name>Honesty</name>
    <message>
        <source>Past outcomes cannot predict future hands.</source>
        <translation>과거의 결과로 앞으로의 핸드를 예측할 수 없습니다.</translation>
    </message>
</context>
<context>
    <name>ImportReport</name>
    <message>
        <source>Import shoe files</source>
        <translation>슈 파일 가져오기</translation>
    </message>
    <message>
        <source>Leave out the shoes with problems (see the validation report)</source>
        <translation>문제가 있는 슈는 제외 (검증 보고서 참고)</translation>
    </message>
    <message>
        <source>Shoes whose replay finds something that cannot have happened are not stored; by default they are stored and marked with their problems</source>
        <translation>다시 보기에서 일어날 수 없는 일이 발견된 슈는 저장하지 않습니다. 기본값은 저장하고 문제를 표시합니다</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Stop the import: the files already stored stay</source>
        <translation>가져오기 중지: 이미 저장된 파일은 그대로 남습니다</translation>
    </message>
    <message>
        <source>Importing…</source>
        <translation>가져오는 중…</translation>
    </message>
    <message>
        <source>Importing %1 (%2 of %3)</source>
        <translation>%1 가져오는 중 (%3개 중 %2번째)</translation>
    </message>
    <message>
        <source>; </source>
        <translation>; </translation>
    </message>
    <message>
        <source>Import</source>
        <translation>가져오기</translation>
    </message>
    <message>
        <source>The import stopped: %1. The files imported before it are stored; nothing of the file being read was stored.</source>
        <translation>가져오기가 중단되었습니다: %1. 그 전에 가져온 파일은 저장되었고, 읽던 파일은 아무것도 저장되지 않았습니다.</translation>
    </message>
    <message>
        <source>%1: %2, %3 stored</source>
        <translation>%1: %2, %3 저장됨</translation>
    </message>
    <message>
        <source>; %Ln already in the library</source>
        <translation>; %Ln개는 이미 라이브러리에 있음</translation>
    </message>
    <message>
        <source>; %Ln with problems</source>
        <translation>; %Ln개 문제 있음</translation>
    </message>
    <message>
        <source>; %Ln with problems left out</source>
        <translation>; 문제 있는 %Ln개 제외됨</translation>
    </message>
    <message>
        <source>%1: cancelled: nothing of it was stored</source>
        <translation>%1: 취소됨, 아무것도 저장되지 않음</translation>
    </message>
    <message>
        <source>%1: %2</source>
        <translation>%1: %2</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>슈 %Ln개</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>핸드 %Ln개</translation>
    </message>
    <message>
        <source>Import cancelled</source>
        <translation>가져오기 취소됨</translation>
    </message>
    <message>
        <source>Import finished</source>
        <translation>가져오기 완료</translation>
    </message>
    <message>
        <source>%1 and %2 stored</source>
        <translation>%1, %2 저장됨</translation>
    </message>
    <message>
        <source>%Ln shoe(s) already in the library</source>
        <translation>슈 %Ln개는 이미 라이브러리에 있음</translation>
    </message>
    <message>
        <source>%Ln shoe(s) stored with problems</source>
        <translation>슈 %Ln개는 문제와 함께 저장됨</translation>
    </message>
    <message>
        <source>%Ln shoe(s) with problems left out</source>
        <translation>문제 있는 슈 %Ln개 제외됨</translation>
    </message>
    <message>
        <source>%Ln file(s) refused</source>
        <translation>파일 %Ln개 거부됨</translation>
    </message>
    <message>
        <source>cancelled: the files after it were not read</source>
        <translation>취소됨: 그 뒤의 파일은 읽지 않음</translation>
    </message>
    <message>
        <source>%1.</source>
        <translation>%1.</translation>
    </message>
    <message>
        <source>Show problems…</source>
        <translation>문제 보기…</translation>
    </message>
    <message>
        <source>with problems: %1</source>
        <translation>문제 있음: %1</translation>
    </message>
    <message>
        <source>left out: %1</source>
        <translation>제외됨: %1</translation>
    </message>
    <message>
        <source>nothing of it was stored</source>
        <translation>아무것도 저장되지 않음</translation>
    </message>
</context>
<context>
    <name>Library</name>
    <message>
        <source>Filter shoes by table or name (Ctrl+F)</source>
        <translation>테이블이나 이름으로 슈 필터 (Ctrl+F)</translation>
    </message>
    <message>
        <source>Shows the shoes whose name holds these letters; Esc clears it</source>
        <translation>이름에 이 글자가 들어간 슈를 보여 줍니다. Esc로 지웁니다</translation>
    </message>
    <message>
        <source>The library&apos;s shoes; ● marks a shoe open for logging</source>
        <translation>라이브러리의 슈. ●는 기록 중인 슈입니다</translation>
    </message>
    <message>
        <source>Shoes or hands were stored elsewhere (another tracker on this library): the shoes that changed and the shown shoe were read again.</source>
        <translation>다른 곳(이 라이브러리를 쓰는 다른 tracker)에서 슈나 핸드가 저장되었습니다. 바뀐 슈와 표시된 슈를 다시 읽었습니다.</translation>
    </message>
    <message>
        <source>Updated %1</source>
        <translation>%1 업데이트됨</translation>
    </message>
    <message>
        <source>Library unreachable</source>
        <translation>라이브러리에 연결할 수 없음</translation>
    </message>
    <message>
        <source>%1
Looking again every few seconds.</source>
        <translation>%1
몇 초마다 다시 확인합니다.</translation>
    </message>
</context>
<context>
    <name>LibraryBrowser</name>
    <message>
        <source>Sound</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>With problems</source>
        <translation>문제 있음</translation>
    </message>
    <message>
        <source>Outcome only (not checkable)</source>
        <translation>결과만 (검증 불가)</translation>
    </message>
    <message>
        <source>Library — tracker</source>
        <translation>라이브러리 — tracker</translation>
    </message>
    <message>
        <source>Casino</source>
        <translation>카지노</translation>
    </message>
    <message>
        <source>Table</source>
        <translation>테이블</translation>
    </message>
    <message>
        <source>from</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>to</source>
        <translation>끝</translation>
    </message>
    <message>
        <source>any</source>
        <translation>전체</translation>
    </message>
    <message>
        <source>Any kind</source>
        <translation>모든 종류</translation>
    </message>
    <message>
        <source>Any decks</source>
        <translation>모든 덱 수</translation>
    </message>
    <message>
        <source>%n deck(s)</source>
        <translation>%n덱</translation>
    </message>
    <message>
        <source>Any validation</source>
        <translation>모든 검증 결과</translation>
    </message>
    <message>
        <source>Validation report</source>
        <translation>검증 보고서</translation>
    </message>
    <message>
        <source>Replay</source>
        <translation>다시 보기</translation>
    </message>
    <message>
        <source>Export…</source>
        <translation>내보내기…</translation>
    </message>
    <message>
        <source>Delete…</source>
        <translation>삭제…</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
    <message>
        <source>%1, %Ln chosen</source>
        <translation>%1, %Ln개 선택됨</translation>
    </message>
    <message>
        <source>Export shoes</source>
        <translation>슈 내보내기</translation>
    </message>
    <message>
        <source>Shoe JSON (*.json);;Hands CSV (*.csv)</source>
        <translation>슈 JSON (*.json);;핸드 CSV (*.csv)</translation>
    </message>
    <message>
        <source>Export</source>
        <translation>내보내기</translation>
    </message>
    <message>
        <source>%1, %2 written to %3</source>
        <translation>%1, %2을(를) %3에 저장함</translation>
    </message>
    <message>
        <source>Delete %Ln shoe(s) and all their hands from the library? This cannot be undone (export them first to keep a copy).</source>
        <translation>슈 %Ln개와 그 모든 핸드를 라이브러리에서 삭제할까요? 되돌릴 수 없습니다 (사본을 남기려면 먼저 내보내세요).</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>슈 %Ln개</translation>
    </message>
    <message>
        <source>%Ln hand(s)</source>
        <translation>핸드 %Ln개</translation>
    </message>
    <message>
        <source>; %Ln with no hands left out (a CSV has a row a hand)</source>
        <translation>; 핸드가 없는 %Ln개는 제외됨 (CSV는 핸드마다 한 줄)</translation>
    </message>
    <message>
        <source>Delete shoes</source>
        <translation>슈 삭제</translation>
    </message>
    <message>
        <source>Live</source>
        <translation>실시간</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>가져옴</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>연습</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>시뮬레이션</translation>
    </message>
    <message>
        <source>sound</source>
        <translation>정상</translation>
    </message>
    <message>
        <source>outcome only</source>
        <translation>결과만</translation>
    </message>
    <message>
        <source>not checked</source>
        <translation>미검증</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>문제 %Ln개</translation>
    </message>
    <message>
        <source>Label</source>
        <translation>라벨</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Decks</source>
        <translation>덱</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>B · P · T</source>
        <translation>B · P · T</translation>
    </message>
    <message>
        <source>Kind</source>
        <translation>종류</translation>
    </message>
    <message>
        <source>Validation</source>
        <translation>검증</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>yyyy.MM.dd HH:mm</translation>
    </message>
</context>
<context>
    <name>LoggingBar</name>
    <message>
        <source>live</source>
        <translation>실시간</translation>
    </message>
    <message>
        <source>imported</source>
        <translation>가져옴</translation>
    </message>
    <message>
        <source>practice</source>
        <translation>연습</translation>
    </message>
    <message>
        <source>simulated</source>
        <translation>시뮬레이션</translation>
    </message>
    <message>
        <source>&amp;Banker</source>
        <translation>뱅커(&amp;B)</translation>
    </message>
    <message>
        <source>&amp;Player</source>
        <translation>플레이어(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Tie</source>
        <translation>타이(&amp;T)</translation>
    </message>
    <message>
        <source>Player pair (1)</source>
        <translation>플레이어 페어 (1)</translation>
    </message>
    <message>
        <source>Banker pair (2)</source>
        <translation>뱅커 페어 (2)</translation>
    </message>
    <message>
        <source>Natural (N)</source>
        <translation>내추럴 (N)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand (B)</source>
        <translation>다음 핸드를 뱅커 승으로 기록 (B)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand (P)</source>
        <translation>다음 핸드를 플레이어 승으로 기록 (P)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand (T)</source>
        <translation>다음 핸드를 타이로 기록 (T)</translation>
    </message>
    <message>
        <source>Marks the next hand logged (%1); cleared after it</source>
        <translation>다음에 기록할 핸드 표시 (%1); 기록 후 해제</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand, C enters its cards (Ctrl+Z undoes)</source>
        <translation>● %1 기록 중: B, P, T로 핸드 기록, C로 카드 입력 (Ctrl+Z 취소)</translation>
    </message>
    <message>
        <source>● Logging %1: B, P or T logs a hand (Ctrl+Z undoes)</source>
        <translation>● %1 기록 중: B, P, T로 핸드 기록 (Ctrl+Z 취소)</translation>
    </message>
    <message>
        <source>%1 is closed: Shoe → Reopen to log more, Ctrl+N starts a new shoe</source>
        <translation>%1 마감됨: 슈 → 다시 열기로 더 기록, Ctrl+N으로 새 슈</translation>
    </message>
    <message>
        <source>%1 (%2): Ctrl+N starts a shoe to log at the table</source>
        <translation>%1 (%2): Ctrl+N으로 테이블에서 기록할 슈 시작</translation>
    </message>
    <message>
        <source>Press Ctrl+N to start logging a new shoe at the table</source>
        <translation>Ctrl+N을 눌러 테이블에서 새 슈 기록 시작</translation>
    </message>
</context>
<context>
    <name>MainWindow</name>
    <message>
        <source>&amp;File</source>
        <translation>파일(&amp;F)</translation>
    </message>
    <message>
        <source>&amp;Edit</source>
        <translation>편집(&amp;E)</translation>
    </message>
    <message>
        <source>&amp;Shoe</source>
        <translation>슈(&amp;S)</translation>
    </message>
    <message>
        <source>&amp;View</source>
        <translation>보기(&amp;V)</translation>
    </message>
    <message>
        <source>&amp;Tables</source>
        <translation>테이블(&amp;T)</translation>
    </message>
    <message>
        <source>&amp;Analysis</source>
        <translation>분석(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;Practice</source>
        <translation>연습(&amp;P)</translation>
    </message>
    <message>
        <source>&amp;Help</source>
        <translation>도움말(&amp;H)</translation>
    </message>
    <message>
        <source>Show the table of this tab: the logging keys log there</source>
        <translation>이 탭의 테이블 보기: 기록 키가 여기에 기록</translation>
    </message>
    <message>
        <source>&amp;Import shoe files…</source>
        <translation>슈 파일 가져오기(&amp;I)…</translation>
    </message>
    <message>
        <source>Store hands CSV, bead strings or shoe JSON files in the library</source>
        <translation>핸드 CSV, 비드 문자열, 슈 JSON 파일을 라이브러리에 저장</translation>
    </message>
    <message>
        <source>Import the &amp;sample shoes</source>
        <translation>샘플 슈 가져오기(&amp;S)</translation>
    </message>
    <message>
        <source>Real shoes from live tables and shoes dealt by tracker&apos;s simulator</source>
        <translation>라이브 테이블의 실제 슈와 tracker 시뮬레이터가 딜링한 슈</translation>
    </message>
    <message>
        <source>Import the &amp;real-shoe library (5,824 shoes)…</source>
        <translation>실제 슈 라이브러리 가져오기(5,824 슈)(&amp;R)…</translation>
    </message>
    <message>
        <source>Every shoe of 45 live tables, 9–12 August 2025: 397,048 hands (MIT licence)</source>
        <translation>라이브 테이블 45개의 2025년 8월 9–12일 모든 슈: 397,048 핸드 (MIT 라이선스)</translation>
    </message>
    <message>
        <source>&amp;Library browser…</source>
        <translation>라이브러리 브라우저(&amp;L)…</translation>
    </message>
    <message>
        <source>Every shoe in a sortable table with filters; validate, export or delete a selection</source>
        <translation>모든 슈를 정렬·필터 가능한 표로; 선택한 슈를 검증, 내보내기, 삭제</translation>
    </message>
    <message>
        <source>&amp;Replay the shown shoe…</source>
        <translation>표시된 슈 다시 보기(&amp;R)…</translation>
    </message>
    <message>
        <source>Step through the shoe hand by hand: roads, cards, reasons, odds, problems</source>
        <translation>슈를 핸드별로 따라가기: 출목, 카드, 이유, 확률, 문제</translation>
    </message>
    <message>
        <source>&amp;Validation report…</source>
        <translation>검증 보고서(&amp;V)…</translation>
    </message>
    <message>
        <source>Every problem the replay found in the library, by shoe, hand and file line</source>
        <translation>다시 보기가 라이브러리에서 찾은 모든 문제 (슈, 핸드, 파일 줄별)</translation>
    </message>
    <message>
        <source>Export scorecards as &amp;PNG…</source>
        <translation>출목표를 PNG로 내보내기(&amp;P)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board as a picture with its title and counts</source>
        <translation>표시된 슈의 출목표를 제목과 집계와 함께 그림으로 저장</translation>
    </message>
    <message>
        <source>Export scorecards as P&amp;DF…</source>
        <translation>출목표를 PDF로 내보내기(&amp;D)…</translation>
    </message>
    <message>
        <source>Save the shown shoe&apos;s board on A4 or Letter pages (landscape)</source>
        <translation>표시된 슈의 출목표를 A4 또는 Letter 용지로 저장 (가로)</translation>
    </message>
    <message>
        <source>P&amp;rint scorecards…</source>
        <translation>출목표 인쇄(&amp;R)…</translation>
    </message>
    <message>
        <source>Print the shown shoe&apos;s board</source>
        <translation>표시된 슈의 출목표 인쇄</translation>
    </message>
    <message>
        <source>Se&amp;ttings…</source>
        <translation>설정(&amp;T)…</translation>
    </message>
    <message>
        <source>Theme, palette, defaults for new shoes, card entry, the library&apos;s location</source>
        <translation>테마, 색상, 새 슈의 기본값, 카드 입력, 라이브러리 위치</translation>
    </message>
    <message>
        <source>&amp;Quit</source>
        <translation>종료(&amp;Q)</translation>
    </message>
    <message>
        <source>Close tracker</source>
        <translation>tracker 닫기</translation>
    </message>
    <message>
        <source>&amp;Undo</source>
        <translation>실행 취소(&amp;U)</translation>
    </message>
    <message>
        <source>Undo the last change</source>
        <translation>마지막 변경 취소</translation>
    </message>
    <message>
        <source>&amp;Redo</source>
        <translation>다시 실행(&amp;R)</translation>
    </message>
    <message>
        <source>Redo what was undone</source>
        <translation>취소한 것을 다시 실행</translation>
    </message>
    <message>
        <source>Log &amp;Banker</source>
        <translation>뱅커 기록(&amp;B)</translation>
    </message>
    <message>
        <source>Log a Banker win as the next hand</source>
        <translation>다음 핸드를 뱅커 승으로 기록</translation>
    </message>
    <message>
        <source>Log &amp;Player</source>
        <translation>플레이어 기록(&amp;P)</translation>
    </message>
    <message>
        <source>Log a Player win as the next hand</source>
        <translation>다음 핸드를 플레이어 승으로 기록</translation>
    </message>
    <message>
        <source>Log &amp;Tie</source>
        <translation>타이 기록(&amp;T)</translation>
    </message>
    <message>
        <source>Log a tie as the next hand</source>
        <translation>다음 핸드를 타이로 기록</translation>
    </message>
    <message>
        <source>Enter the &amp;cards</source>
        <translation>카드 입력(&amp;C)</translation>
    </message>
    <message>
        <source>Type the next hand&apos;s cards (7h kd / 3s kc 5d); Enter logs it, Esc leaves</source>
        <translation>다음 핸드의 카드 입력 (7h kd / 3s kc 5d); Enter로 기록, Esc로 나가기</translation>
    </message>
    <message>
        <source>Mark Player pair</source>
        <translation>플레이어 페어 표시</translation>
    </message>
    <message>
        <source>The next hand logged has a Player pair</source>
        <translation>다음에 기록할 핸드에 플레이어 페어</translation>
    </message>
    <message>
        <source>Mark Banker pair</source>
        <translation>뱅커 페어 표시</translation>
    </message>
    <message>
        <source>The next hand logged has a Banker pair</source>
        <translation>다음에 기록할 핸드에 뱅커 페어</translation>
    </message>
    <message>
        <source>Mark natural</source>
        <translation>내추럴 표시</translation>
    </message>
    <message>
        <source>The next hand logged is a natural</source>
        <translation>다음에 기록할 핸드는 내추럴</translation>
    </message>
    <message>
        <source>&amp;Edit hand…</source>
        <translation>핸드 수정(&amp;E)…</translation>
    </message>
    <message>
        <source>Correct the hand chosen in the hands table (or double-click it)</source>
        <translation>핸드 표에서 고른 핸드 수정 (또는 더블클릭)</translation>
    </message>
    <message>
        <source>&amp;Insert a hand…</source>
        <translation>핸드 끼워 넣기(&amp;I)…</translation>
    </message>
    <message>
        <source>Put a forgotten hand in before the one chosen in the hands table</source>
        <translation>핸드 표에서 고른 핸드 앞에 빠뜨린 핸드 넣기</translation>
    </message>
    <message>
        <source>&amp;Delete hand</source>
        <translation>핸드 삭제(&amp;D)</translation>
    </message>
    <message>
        <source>Delete the hand chosen in the hands table (Ctrl+Z undoes)</source>
        <translation>핸드 표에서 고른 핸드 삭제 (Ctrl+Z로 취소)</translation>
    </message>
    <message>
        <source>&amp;New shoe at the table…</source>
        <translation>테이블에서 새 슈(&amp;N)…</translation>
    </message>
    <message>
        <source>Start logging a new shoe: its casino, table, decks and rules</source>
        <translation>새 슈 기록 시작: 카지노, 테이블, 덱 수, 규칙</translation>
    </message>
    <message>
        <source>Shoe &amp;details…</source>
        <translation>슈 정보(&amp;D)…</translation>
    </message>
    <message>
        <source>Change the shown shoe&apos;s casino, table, start, decks, rules and notes</source>
        <translation>표시된 슈의 카지노, 테이블, 시작, 덱 수, 규칙, 메모 변경</translation>
    </message>
    <message>
        <source>&amp;Close this shoe</source>
        <translation>이 슈 마감(&amp;C)</translation>
    </message>
    <message>
        <source>Mark the shoe finished: no more hands can be logged to it (Reopen undoes)</source>
        <translation>슈를 마감으로 표시: 더 이상 핸드를 기록할 수 없음 (다시 열기로 취소)</translation>
    </message>
    <message>
        <source>&amp;Reopen this shoe</source>
        <translation>이 슈 다시 열기(&amp;R)</translation>
    </message>
    <message>
        <source>Open a closed shoe for logging again</source>
        <translation>마감된 슈를 다시 열어 기록</translation>
    </message>
    <message>
        <source>De&amp;lete this shoe…</source>
        <translation>이 슈 삭제(&amp;L)…</translation>
    </message>
    <message>
        <source>Delete the shown shoe and its hands from the library (asks first)</source>
        <translation>표시된 슈와 그 핸드를 라이브러리에서 삭제 (먼저 확인)</translation>
    </message>
    <message>
        <source>&amp;Colour-blind-safe scorecards</source>
        <translation>색맹 안전 출목표(&amp;C)</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>색뿐 아니라 모양으로도 뱅커와 플레이어를 구분합니다</translation>
    </message>
    <message>
        <source>&amp;Shoe list</source>
        <translation>슈 목록(&amp;S)</translation>
    </message>
    <message>
        <source>Show or hide the shoe list pane (the board takes the room)</source>
        <translation>슈 목록 창 보이기/숨기기 (출목표가 자리를 차지)</translation>
    </message>
    <message>
        <source>&amp;Hands</source>
        <translation>핸드(&amp;H)</translation>
    </message>
    <message>
        <source>Show or hide the hands table pane (the board takes the room)</source>
        <translation>핸드 표 창 보이기/숨기기 (출목표가 자리를 차지)</translation>
    </message>
    <message>
        <source>S&amp;tatistics</source>
        <translation>통계(&amp;T)</translation>
    </message>
    <message>
        <source>Show or hide the statistics pane (the board takes the room)</source>
        <translation>통계 창 보이기/숨기기 (출목표가 자리를 차지)</translation>
    </message>
    <message>
        <source>Find shoe</source>
        <translation>슈 찾기</translation>
    </message>
    <message>
        <source>Filter the shoe list</source>
        <translation>슈 목록 필터</translation>
    </message>
    <message>
        <source>Go to the shoe &amp;list</source>
        <translation>슈 목록으로 이동(&amp;L)</translation>
    </message>
    <message>
        <source>Move the keys to the shoe list (Esc comes back to the table)</source>
        <translation>키 입력을 슈 목록으로 (Esc로 테이블로 돌아옴)</translation>
    </message>
    <message>
        <source>&amp;New table</source>
        <translation>새 테이블(&amp;N)</translation>
    </message>
    <message>
        <source>A tab for another table, with its own shoe and undo history</source>
        <translation>다른 테이블용 탭 (자체 슈와 실행 취소 기록)</translation>
    </message>
    <message>
        <source>&amp;Close table tab</source>
        <translation>테이블 탭 닫기(&amp;C)</translation>
    </message>
    <message>
        <source>Close the tab (its shoe stays in the library as it is)</source>
        <translation>탭 닫기 (그 슈는 라이브러리에 그대로 남음)</translation>
    </message>
    <message>
        <source>&amp;Online table…</source>
        <translation>온라인 테이블(&amp;O)…</translation>
    </message>
    <message>
        <source>Practise at the online table for one: chips, Deal, exact payouts</source>
        <translation>1인 온라인 테이블에서 연습: 칩, 딜, 정확한 지급</translation>
    </message>
    <message>
        <source>&amp;Casino table of five…</source>
        <translation>카지노 5인 테이블(&amp;C)…</translation>
    </message>
    <message>
        <source>Practise at a casino table of five seats, in turn, people or computer players</source>
        <translation>5인석 카지노 테이블에서 연습 (차례대로, 사람 또는 컴퓨터 플레이어)</translation>
    </message>
    <message>
        <source>&amp;Keys…</source>
        <translation>단축키(&amp;K)…</translation>
    </message>
    <message>
        <source>Every key of tracker</source>
        <translation>tracker의 모든 단축키</translation>
    </message>
    <message>
        <source>&amp;About tracker</source>
        <translation>tracker 정보(&amp;A)</translation>
    </message>
    <message>
        <source>What tracker is, and what it is not</source>
        <translation>tracker는 무엇이고 무엇이 아닌지</translation>
    </message>
    <message>
        <source>&amp;Statistics…</source>
        <translation>통계(&amp;S)…</translation>
    </message>
    <message>
        <source>The shown shoe or the whole library against chance, with charts</source>
        <translation>표시된 슈 또는 라이브러리 전체를 확률과 비교 (차트 포함)</translation>
    </message>
    <message>
        <source>&amp;Backtest a betting system…</source>
        <translation>베팅 시스템 백테스트(&amp;B)…</translation>
    </message>
    <message>
        <source>Play a system over shoes or simulated shoes, beside the expected loss</source>
        <translation>실제 또는 모의 슈에 시스템을 적용해 기대 손실과 비교</translation>
    </message>
    <message>
        <source>Side-bet &amp;counting lab…</source>
        <translation>사이드 베팅 카운팅 실험실(&amp;C)…</translation>
    </message>
    <message>
        <source>Play a side-bet card count over simulated shoes: its gain, swings and risk</source>
        <translation>모의 슈에서 사이드 베팅 카드 카운팅 실행: 이득, 변동, 위험</translation>
    </message>
    <message>
        <source>No shoe</source>
        <translation>슈 없음</translation>
    </message>
    <message>
        <source>Shoe %1</source>
        <translation>슈 %1</translation>
    </message>
    <message>
        <source>Shoe list</source>
        <translation>슈 목록</translation>
    </message>
    <message>
        <source>Hands</source>
        <translation>핸드</translation>
    </message>
    <message>
        <source>Statistics</source>
        <translation>통계</translation>
    </message>
</context>
<context>
    <name>QPlatformTheme</name>
    <message>
        <source>OK</source>
        <translation>확인</translation>
    </message>
    <message>
        <source>Save</source>
        <translation>저장</translation>
    </message>
    <message>
        <source>Save All</source>
        <translation>모두 저장</translation>
    </message>
    <message>
        <source>Open</source>
        <translation>열기</translation>
    </message>
    <message>
        <source>&amp;Yes</source>
        <translation>예(&amp;Y)</translation>
    </message>
    <message>
        <source>Yes to &amp;All</source>
        <translation>모두 예(&amp;A)</translation>
    </message>
    <message>
        <source>&amp;No</source>
        <translation>아니요(&amp;N)</translation>
    </message>
    <message>
        <source>N&amp;o to All</source>
        <translation>모두 아니요(&amp;O)</translation>
    </message>
    <message>
        <source>Abort</source>
        <translation>중단</translation>
    </message>
    <message>
        <source>Retry</source>
        <translation>다시 시도</translation>
    </message>
    <message>
        <source>Ignore</source>
        <translation>무시</translation>
    </message>
    <message>
        <source>Close</source>
        <translation>닫기</translation>
    </message>
    <message>
        <source>Cancel</source>
        <translation>취소</translation>
    </message>
    <message>
        <source>Discard</source>
        <translation>무시</translation>
    </message>
    <message>
        <source>Help</source>
        <translation>도움말</translation>
    </message>
    <message>
        <source>Apply</source>
        <translation>적용</translation>
    </message>
    <message>
        <source>Reset</source>
        <translation>초기화</translation>
    </message>
    <message>
        <source>Restore Defaults</source>
        <translation>기본값 복원</translation>
    </message>
</context>
<context>
    <name>Roads</name>
    <message>
        <source>B</source>
        <translation>B</translation>
    </message>
    <message>
        <source>P</source>
        <translation>P</translation>
    </message>
    <message>
        <source>T</source>
        <translation>T</translation>
    </message>
    <message>
        <source>Bead Plate</source>
        <translation>육매</translation>
    </message>
    <message>
        <source>Big Road</source>
        <translation>본매</translation>
    </message>
    <message>
        <source>Big Eye Boy</source>
        <translation>중국점 1군</translation>
    </message>
    <message>
        <source>Small Road</source>
        <translation>중국점 2군</translation>
    </message>
    <message>
        <source>Cockroach Pig</source>
        <translation>중국점 3군</translation>
    </message>
    <message>
        <source>%1 %2</source>
        <translation>%1 %2</translation>
    </message>
    <message>
        <source>Ask road (B? / P?): the mark each derived road would get next; a restatement of history, not a prediction.</source>
        <translation>다음 핸드 미리 보기 (B? / P?): 다음에 각 중국점에 찍힐 표시. 지난 기록을 다시 말할 뿐, 예측이 아닙니다.</translation>
    </message>
    <message>
        <source>The ask road shows the mark each derived road (Big Eye Boy, Small Road, Cockroach Pig) would get if the next hand were Banker (B?) or Player (P?). It restates the history of this shoe; it is not a prediction.</source>
        <translation>다음 핸드 미리 보기는 다음 핸드가 뱅커(B?) 또는 플레이어(P?)일 때 각 중국점(1군, 2군, 3군)에 찍힐 표시를 보여 줍니다. 이 슈의 기록을 다시 말할 뿐, 예측이 아닙니다.</translation>
    </message>
</context>
<context>
    <name>SettingsDialog</name>
    <message>
        <source>As the system</source>
        <translation>시스템 설정대로</translation>
    </message>
    <message>
        <source>Light</source>
        <translation>밝게</translation>
    </message>
    <message>
        <source>Dark</source>
        <translation>어둡게</translation>
    </message>
    <message>
        <source>Settings — tracker</source>
        <translation>설정 — tracker</translation>
    </message>
    <message>
        <source>Light or dark windows, or whatever the system uses</source>
        <translation>밝은 창, 어두운 창, 또는 시스템 설정대로</translation>
    </message>
    <message>
        <source>The language of the windows; it changes as soon as you save</source>
        <translation>창의 언어입니다. 저장하면 바로 바뀝니다</translation>
    </message>
    <message>
        <source>Colour-blind-safe scorecards</source>
        <translation>색맹 안전 출목표</translation>
    </message>
    <message>
        <source>Shapes as well as colours tell Banker from Player</source>
        <translation>색뿐 아니라 모양으로도 뱅커와 플레이어를 구분합니다</translation>
    </message>
    <message>
        <source>Offer the card field at the table (C)</source>
        <translation>테이블에 카드 입력란 표시 (C)</translation>
    </message>
    <message>
        <source>Enter each hand&apos;s cards for exact odds; off, B, P and T alone log a hand</source>
        <translation>정확한 확률을 위해 핸드마다 카드를 입력합니다. 끄면 B, P, T만으로 핸드를 기록합니다</translation>
    </message>
    <message>
        <source>The decks a new shoe starts with</source>
        <translation>새 슈의 덱 수</translation>
    </message>
    <message>
        <source>No commission</source>
        <translation>노커미션</translation>
    </message>
    <message>
        <source>The Banker commission a new shoe starts with</source>
        <translation>새 슈의 뱅커 커미션</translation>
    </message>
    <message>
        <source>%1 to 1</source>
        <translation>%1 대 1</translation>
    </message>
    <message>
        <source>What a tie pays in a new shoe</source>
        <translation>새 슈에서 타이 배당</translation>
    </message>
    <message>
        <source>Now: %1</source>
        <translation>현재: %1</translation>
    </message>
    <message>
        <source>The library file (or a postgresql:// address) to open at the next start; empty: the default (or --db / TRACKER_DB)</source>
        <translation>다음 시작 때 열 라이브러리 파일(또는 postgresql:// 주소). 비우면 기본값(또는 --db / TRACKER_DB)</translation>
    </message>
    <message>
        <source>Browse…</source>
        <translation>찾아보기…</translation>
    </message>
    <message>
        <source>Choose a library file</source>
        <translation>라이브러리 파일 선택</translation>
    </message>
    <message>
        <source>&amp;Language:</source>
        <translation>언어(&amp;L):</translation>
    </message>
    <message>
        <source>&amp;Theme:</source>
        <translation>테마(&amp;T):</translation>
    </message>
    <message>
        <source>&lt;b&gt;A new shoe starts with&lt;/b&gt;</source>
        <translation>&lt;b&gt;새 슈의 기본값&lt;/b&gt;</translation>
    </message>
    <message>
        <source>&amp;Decks:</source>
        <translation>덱 수(&amp;D):</translation>
    </message>
    <message>
        <source>Co&amp;mmission:</source>
        <translation>커미션(&amp;M):</translation>
    </message>
    <message>
        <source>Tie &amp;pays:</source>
        <translation>타이 배당(&amp;P):</translation>
    </message>
    <message>
        <source>Library:</source>
        <translation>라이브러리:</translation>
    </message>
    <message>
        <source>A new library location is opened at the next start.</source>
        <translation>새 라이브러리 위치는 다음 시작 때 열립니다.</translation>
    </message>
    <message>
        <source>Library file</source>
        <translation>라이브러리 파일</translation>
    </message>
    <message>
        <source>tracker library (*.sqlite *.db);;All files (*)</source>
        <translation>tracker 라이브러리 (*.sqlite *.db);;모든 파일 (*)</translation>
    </message>
</context>
<context>
    <name>ShoeList</name>
    <message>
        <source>Live</source>
        <translation>실시간</translation>
    </message>
    <message>
        <source>Imported</source>
        <translation>가져옴</translation>
    </message>
    <message>
        <source>Practice</source>
        <translation>연습</translation>
    </message>
    <message>
        <source>Simulated</source>
        <translation>시뮬레이션</translation>
    </message>
    <message>
        <source>dd MMM HH:mm</source>
        <translation>M월 d일 HH:mm</translation>
    </message>
    <message>
        <source>Shoe</source>
        <translation>슈</translation>
    </message>
    <message>
        <source>Started</source>
        <translation>시작</translation>
    </message>
    <message>
        <source>Hands: B · P · T</source>
        <translation>핸드: B · P · T</translation>
    </message>
    <message>
        <source>Live, closed</source>
        <translation>실시간, 마감됨</translation>
    </message>
    <message>
        <source>Live, open for logging</source>
        <translation>실시간, 기록 중</translation>
    </message>
    <message>
        <source>%1 · %n deck(s)</source>
        <translation>%1 · %n덱</translation>
    </message>
    <message>
        <source>yyyy-MM-dd HH:mm</source>
        <translation>yyyy.MM.dd HH:mm</translation>
    </message>
    <message>
        <source>Started %1</source>
        <translation>시작 %1</translation>
    </message>
    <message>
        <source>Banker %1, Player %2, Tie %3; pairs: Player %4, Banker %5</source>
        <translation>뱅커 %1, 플레이어 %2, 타이 %3; 페어: 플레이어 %4, 뱅커 %5</translation>
    </message>
    <message>
        <source>From %1</source>
        <translation>출처: %1</translation>
    </message>
</context>
<context>
    <name>SideBetsBox</name>
    <message>
        <source>None: a side bet may be placed alone</source>
        <translation>없음: 사이드 베팅만 단독으로 가능</translation>
    </message>
    <message>
        <source>A main bet of at least</source>
        <translation>메인 베팅 최소</translation>
    </message>
    <message>
        <source>A main bet at least as large as the side bet, and at least</source>
        <translation>사이드 베팅 이상의 메인 베팅, 그리고 최소</translation>
    </message>
    <message>
        <source>Side bets shown at the table and in the replay</source>
        <translation>테이블과 다시 보기에 표시할 사이드 베팅</translation>
    </message>
    <message>
        <source>What the casino asks beside a side bet: the figures then add the better of Banker and Player, at this size, to each side bet</source>
        <translation>카지노가 사이드 베팅에 요구하는 메인 베팅: 수치는 이 크기로 뱅커와 플레이어 중 나은 쪽을 각 사이드 베팅에 더합니다</translation>
    </message>
    <message>
        <source> × the side bet</source>
        <translation> × 사이드 베팅</translation>
    </message>
    <message>
        <source>The smallest main bet required, in side-bet stakes</source>
        <translation>요구되는 최소 메인 베팅 (사이드 베팅 금액 단위)</translation>
    </message>
    <message>
        <source>Main bet required:</source>
        <translation>필요한 메인 베팅:</translation>
    </message>
</context>
<context>
    <name>ValidationReport</name>
    <message>
        <source>Validation report</source>
        <translation>검증 보고서</translation>
    </message>
    <message>
        <source>Shoe · hand</source>
        <translation>슈 · 핸드</translation>
    </message>
    <message>
        <source>Line</source>
        <translation>줄</translation>
    </message>
    <message>
        <source>Cards (Player / Banker)</source>
        <translation>카드 (플레이어 / 뱅커)</translation>
    </message>
    <message>
        <source>Problem</source>
        <translation>문제</translation>
    </message>
    <message>
        <source>Open replay</source>
        <translation>다시 보기 열기</translation>
    </message>
    <message>
        <source>The replay finds no problems in these shoes.</source>
        <translation>다시 보기에서 이 슈들의 문제를 찾지 못했습니다.</translation>
    </message>
    <message>
        <source>The replay finds no problems in the library.</source>
        <translation>다시 보기에서 라이브러리의 문제를 찾지 못했습니다.</translation>
    </message>
    <message>
        <source>%Ln shoe(s)</source>
        <translation>슈 %Ln개</translation>
    </message>
    <message>
        <source>%Ln problem(s) in %1. Enter or a double-click opens the replay at that hand.</source>
        <translation>%1에서 문제 %Ln개. Enter 또는 더블클릭으로 그 핸드에서 다시 보기를 엽니다.</translation>
    </message>
    <message>
        <source>%Ln problem(s)</source>
        <translation>문제 %Ln개</translation>
    </message>
    <message>
        <source>%1, from %2</source>
        <translation>%1, 출처: %2</translation>
    </message>
    <message>
        <source>the shoe</source>
        <translation>슈 전체</translation>
    </message>
    <message>
        <source>hand %1</source>
        <translation>%1번째 핸드</translation>
    </message>
</context>
</TS>
